import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { PATHS } from '../../../shared/config/paths.ts';
import { STORAGE_KEYS } from '../../../shared/lib/storage-keys.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { checkMemberSession } from '../api/health-check.ts';
import { useIsMember } from './use-is-member.ts';

const isSessionFailure = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 403);

/**
 * The floating write button (spec §4, §6): a guest gets the login modal, with `/community/write` as the return
 * path; a member's session is checked
 * with the health-check first (which refreshes an expired token, or records `/community/write` as the
 * return path and asks for login), then the write page opens.
 */
export function useStartWriting(beforeLeave: () => void) {
  const navigate = useNavigate();
  const isMember = useIsMember();
  const openLoginModal = useAppStore((state) => state.openLoginModal);
  const [isChecking, setIsChecking] = useState(false);

  // After the login the person lands on the write screen they asked for, not the board (issue 11).
  const askLogin = () => {
    window.sessionStorage.setItem(STORAGE_KEYS.loginRedirectPath, PATHS.communityWrite);
    openLoginModal();
  };

  const startWriting = async () => {
    if (!isMember) {
      askLogin();
      return;
    }
    setIsChecking(true);
    try {
      await checkMemberSession();
    } catch (error) {
      if (isSessionFailure(error)) {
        // The API client already opened the modal for a lost session; a guest-only token gets it here.
        askLogin();
        setIsChecking(false);
        return;
      }
      // Anything else (offline, a server hiccup) says nothing about the session: drafting still works,
      // and the submit reports its own failure.
    }
    setIsChecking(false);
    beforeLeave();
    await navigate(PATHS.communityWrite);
  };

  return { startWriting: () => void startWriting(), isChecking };
}
