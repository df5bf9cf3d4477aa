import { LOGIN_RESULT_ERROR_MESSAGES, loginResultErrorSchema } from '@jipsa/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/api-error.ts';
import { hasMemberSession } from '../../../shared/session/has-member-session.ts';
import { accountCopy } from '../copy.ts';
import { LoginFlowError, runLoginFlow, type LoginStage } from '../lib/run-login-flow.ts';

export type LoginResultState =
  | { status: 'working' }
  /** Reached without a code and without a session: nothing to finish. */
  | { status: 'no-code' }
  | {
      status: 'failed';
      title: string;
      message: string;
      /** The stage "다시 시도" repeats; null when repeating cannot help (e.g. a spent code). */
      retryFrom: LoginStage | null;
      /** Whether starting the login over is the way out. */
      canLoginAgain: boolean;
    };

type Run = { from: LoginStage; attempt: number };

/** A server that never answered, or failed on its side, may not have spent the code. */
const mayRetryExchange = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status >= 500);

/** The code belongs to a login another browser started (a login link sent to this person): the server says why. */
const isCodeOfAnotherBrowser = (error: unknown) => error instanceof ApiError && error.errorCode === 'FORBIDDEN';

function exchangeFailureMessage(cause: unknown, retryable: boolean): string {
  if (retryable) return accountCopy.loginServerFailed;
  if (isCodeOfAnotherBrowser(cause) && cause instanceof ApiError) return cause.message;
  return accountCopy.loginCodeRejected;
}

function failureOf(error: unknown): LoginResultState {
  if (error instanceof LoginFlowError && error.stage === 'finish') {
    return {
      status: 'failed',
      title: accountCopy.reportReplayFailedTitle,
      message: accountCopy.reportReplayFailed,
      retryFrom: 'finish',
      canLoginAgain: false,
    };
  }
  const cause = error instanceof LoginFlowError ? error.cause : error;
  const retryable = mayRetryExchange(cause);
  return {
    status: 'failed',
    title: accountCopy.loginFailedTitle,
    message: exchangeFailureMessage(cause, retryable),
    retryFrom: retryable ? 'exchange' : null,
    canLoginAgain: true,
  };
}

function providerFailure(error: string): LoginResultState {
  const known = loginResultErrorSchema.safeParse(error);
  return {
    status: 'failed',
    title: accountCopy.loginFailedTitle,
    message: known.success
      ? LOGIN_RESULT_ERROR_MESSAGES[known.data]
      : LOGIN_RESULT_ERROR_MESSAGES.LOGIN_PROVIDER_FAILED,
    retryFrom: null,
    canLoginAgain: true,
  };
}

/**
 * Drives `/login-result` and `/login-success` from their query (`code`, `error`, `redirect`): runs
 * the login flow once, replaces the page with the return path when done, and on failure offers the
 * retry that is safe for the stage that failed.
 */
export function useLoginResult() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const error = searchParams.get('error');
  const redirectQuery = searchParams.get('redirect');
  const navigate = useNavigate();

  const [state, setState] = useState<LoginResultState>(() => {
    if (error !== null) return providerFailure(error);
    if (code !== null || hasMemberSession()) return { status: 'working' };
    return { status: 'no-code' };
  });
  const [currentRun, setCurrentRun] = useState<Run | null>(() => {
    if (error !== null) return null;
    if (code !== null) return { from: 'exchange', attempt: 0 };
    // Already logged in (e.g. this page reloaded after its code was spent): finish from where it is.
    return hasMemberSession() ? { from: 'finish', attempt: 0 } : null;
  });

  useEffect(() => {
    if (currentRun === null) return undefined;
    let isCurrent = true;
    runLoginFlow({ code, from: currentRun.from, redirectQuery }).then(
      (target) => {
        if (isCurrent) void navigate(target.to, { replace: true, state: target.state });
      },
      (failure: unknown) => {
        if (isCurrent) setState(failureOf(failure));
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [currentRun, code, redirectQuery, navigate]);

  const retry = useCallback(() => {
    if (state.status !== 'failed' || state.retryFrom === null) return;
    const from = state.retryFrom;
    setState({ status: 'working' });
    setCurrentRun((previous) => ({ from, attempt: (previous?.attempt ?? 0) + 1 }));
  }, [state]);

  return { state, retry, redirectQuery };
}
