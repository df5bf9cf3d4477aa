import { ApiError } from '../../../shared/api/api-error.ts';
import { storeSessionTokens } from '../../../shared/api/session-tokens.ts';
import { noReportPath, reportPath } from '../../../shared/config/paths.ts';
import { COOKIE_NAMES, deleteCookie, readCookie } from '../../../shared/lib/cookies.ts';
import { STORAGE_KEYS } from '../../../shared/lib/storage-keys.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { exchangeLoginCode } from '../api/exchange-login-code.ts';
import { replayAdviceReport } from '../api/replay-advice-report.ts';
import { transferGuestData } from '../api/transfer-guest-data.ts';
import { resolveLoginDestination } from './resolve-login-destination.ts';

/** `exchange`: trade the code for tokens, then finish; `finish`: the steps after it (transfer, return path). */
export type LoginStage = 'exchange' | 'finish';

export type NavigationTarget = { to: string; state?: { postId: string } };

/** Which stage failed, so a retry repeats only that stage (a spent code must not be sent again). */
export class LoginFlowError extends Error {
  readonly stage: LoginStage;
  override readonly cause: unknown;

  constructor(stage: LoginStage, cause: unknown) {
    super(`login ${stage} failed`);
    this.name = 'LoginFlowError';
    this.stage = stage;
    this.cause = cause;
  }
}

export type LoginFlowInput = {
  /** The one-time code of `/login-result?code=`; null when resuming a session that already exists. */
  code: string | null;
  from: LoginStage;
  /** `redirect` of `/login-result`. */
  redirectQuery: string | null;
};

// One run per code at a time: React StrictMode mounts effects twice, and a login code works only once.
const runs = new Map<string, Promise<NavigationTarget>>();

async function transferGuestDataIfAny(): Promise<void> {
  const guestToken = readCookie(COOKIE_NAMES.guestToken);
  if (!guestToken) return;
  try {
    await transferGuestData(guestToken);
    deleteCookie(COOKIE_NAMES.guestToken);
  } catch (error) {
    // The login itself succeeded, so a failed transfer does not stop the person. A token the server
    // refuses is useless and goes; after any other failure it stays for the next login to retry.
    if (error instanceof ApiError && error.errorCode === 'VALIDATION_FAILED') deleteCookie(COOKIE_NAMES.guestToken);
  }
}

async function finishLogin(redirectQuery: string | null): Promise<NavigationTarget> {
  await transferGuestDataIfAny();
  const storage = window.sessionStorage;
  const destination = resolveLoginDestination({
    loginRedirectPath: storage.getItem(STORAGE_KEYS.loginRedirectPath),
    communityDetailId: storage.getItem(STORAGE_KEYS.communityDetailId),
    adviceReport: storage.getItem(STORAGE_KEYS.adviceReport),
    redirectQuery,
  });
  let target: NavigationTarget;
  if (destination.kind === 'replay-report') {
    const report = await replayAdviceReport(destination.body);
    storage.removeItem(STORAGE_KEYS.adviceReport);
    const id = report.loanAdviceResultId;
    target = { to: report.hasEligibleProduct ? reportPath(id) : noReportPath(id) };
  } else {
    target = destination.state ? { to: destination.to, state: destination.state } : { to: destination.to };
  }
  // Used once: a later login from elsewhere must not land here again.
  storage.removeItem(STORAGE_KEYS.loginRedirectPath);
  return target;
}

async function run({ code, from, redirectQuery }: LoginFlowInput): Promise<NavigationTarget> {
  if (from === 'exchange' && code !== null) {
    try {
      storeSessionTokens(await exchangeLoginCode(code));
    } catch (error) {
      throw new LoginFlowError('exchange', error);
    }
    useAppStore.getState().setAuthenticated(true);
  }
  try {
    return await finishLogin(redirectQuery);
  } catch (error) {
    throw new LoginFlowError('finish', error);
  }
}

/**
 * The work of `/login-result` (docs/screens.md "Account"): exchange the one-time code, keep the tokens in
 * their cookies, move the guest's reports to the member, then resolve where to go, replaying the
 * stored loan-advice request when the person was on its way to a report. Concurrent calls for the
 * same code share one run. Rejects with {@link LoginFlowError}.
 */
export function runLoginFlow(input: LoginFlowInput): Promise<NavigationTarget> {
  const key = input.code ?? '';
  const existing = runs.get(key);
  if (existing) return existing;
  const flow = run(input);
  runs.set(key, flow);
  const forget = () => {
    runs.delete(key);
  };
  flow.then(forget, forget);
  return flow;
}
