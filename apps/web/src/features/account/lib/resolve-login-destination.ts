import { isReturnPath } from '@jipsa/contracts';
import { communityDetailPath, PATHS } from '../../../shared/config/paths.ts';
import { DEFAULT_LOGIN_REDIRECT_PATH } from '../../../shared/lib/storage-keys.ts';

/** What was recorded before login (spec §4 "Return path before login"), as read from sessionStorage and the URL. */
export type ReturnRecord = {
  loginRedirectPath: string | null;
  communityDetailId: string | null;
  /** The JSON body of the loan-advice request made on /loan-info-entry. */
  adviceReport: string | null;
  /** `redirect` of `/login-result`: the page the login button was pressed on. */
  redirectQuery: string | null;
};

export type LoginDestination =
  { kind: 'navigate'; to: string; state?: { postId: string } } | { kind: 'replay-report'; body: unknown };

// Coming back to a login screen after logging in would only start the login again.
const LOGIN_SCREENS: ReadonlySet<string> = new Set([
  PATHS.loginPage,
  PATHS.loginResult,
  PATHS.loginSuccess,
  PATHS.test,
]);

const RECORDED_REPORT_PATH = '/report';

function isSafeReturnPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return isReturnPath(path) && !LOGIN_SCREENS.has(pathname.replace(/(.)\/+$/, '$1'));
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * Where the login result page sends the person (spec §4): the recorded return path wins over the
 * `redirect` query, and `/` is the default. `/community/detail` carries the stored post id as
 * navigation state, `/report` replays the stored loan-advice request, any other same-site path is
 * opened as is.
 *
 * @example
 * resolveLoginDestination({ loginRedirectPath: '/community/detail', communityDetailId: '7', adviceReport: null, redirectQuery: null })
 * // { kind: 'navigate', to: '/community/detail', state: { postId: '7' } }
 */
export function resolveLoginDestination(record: ReturnRecord): LoginDestination {
  const candidates = [record.loginRedirectPath, record.redirectQuery].filter(
    (path): path is string => path !== null && isSafeReturnPath(path),
  );
  const path = candidates[0] ?? DEFAULT_LOGIN_REDIRECT_PATH;

  if (path === PATHS.communityDetail) {
    // Without the post id the detail screen has nothing to show; the board is the closest place.
    if (record.communityDetailId === null) return { kind: 'navigate', to: PATHS.community };
    return {
      kind: 'navigate',
      to: communityDetailPath(record.communityDetailId),
      state: { postId: record.communityDetailId },
    };
  }
  if (path === RECORDED_REPORT_PATH) {
    const body = record.adviceReport === null ? ({ ok: false } as const) : parseJson(record.adviceReport);
    // Nothing to replay: back to the form the request would have come from.
    return body.ok ? { kind: 'replay-report', body: body.value } : { kind: 'navigate', to: PATHS.loanInfoEntry };
  }
  return { kind: 'navigate', to: path };
}
