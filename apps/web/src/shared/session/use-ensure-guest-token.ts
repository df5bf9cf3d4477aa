import { useCallback, useEffect, useState } from 'react';
import { COOKIE_NAMES, readCookie } from '../lib/cookies.ts';
import { api } from '../api/api.ts';
import { hasMemberSession } from './has-member-session.ts';

export type GuestTokenStatus = 'ready' | 'pending' | 'failed';

export type EnsureGuestTokenResult = {
  /** `ready` once the browser holds a member session or a guest token. */
  status: GuestTokenStatus;
  /** Asks for a guest token again after a failure. */
  retry: () => void;
};

const hasAnyToken = () => hasMemberSession() || readCookie(COOKIE_NAMES.guestToken) !== null;

/**
 * Gets a guest token on mount when the browser has no token at all (docs/screens.md: `/deposit-entry`
 * "gets a guest token if the browser has none"). Shows nothing itself: the page decides what a
 * failure looks like.
 * @example const { status, retry } = useEnsureGuestToken();
 */
export function useEnsureGuestToken(): EnsureGuestTokenResult {
  const [status, setStatus] = useState<GuestTokenStatus>(() => (hasAnyToken() ? 'ready' : 'pending'));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let isCurrent = true;
    api.ensureGuestToken().then(
      () => isCurrent && setStatus('ready'),
      () => isCurrent && setStatus('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setStatus('pending');
    setAttempt((count) => count + 1);
  }, []);

  return { status, retry };
}
