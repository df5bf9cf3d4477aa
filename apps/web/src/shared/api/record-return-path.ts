import { STORAGE_KEYS } from '../lib/storage-keys.ts';

export type ReturnPathInput = {
  method: string;
  /** The API path of the request, with its query string. */
  path: string;
  body: unknown;
  /** The web page the person is on when the request leaves. */
  currentPath: string;
  storage: Storage;
};

const SORTED_POSTS_PATH = '/api/v1/post/sorted';
const LOAN_ADVICE_PATH = '/api/v1/loanAdvice';
const POST_PATH = /^\/api\/v1\/post\/([^/]+)$/;

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The post id of `GET /api/v1/post/{postId}`, or null for any other request (the sorted list included). */
function postIdOf(method: string, pathname: string): string | null {
  if (method !== 'GET' || pathname === SORTED_POSTS_PATH) return null;
  const id = POST_PATH.exec(pathname)?.[1];
  return id === undefined ? null : decodeURIComponent(id);
}

/**
 * Records, before a request leaves, where the login result page should bring the person back
 * (spec §4 "Return path before login"). The first matching rule wins; when none matches nothing
 * is written and the reader falls back to `/`.
 */
export function recordReturnPath({ method, path, body, currentPath, storage }: ReturnPathInput): void {
  const pathname = withoutTrailingSlash(path.split('?')[0] ?? path);
  const page = withoutTrailingSlash(currentPath);
  const remember = (returnPath: string) => storage.setItem(STORAGE_KEYS.loginRedirectPath, returnPath);

  const postId = postIdOf(method, pathname);
  if (postId !== null) {
    storage.setItem(STORAGE_KEYS.communityDetailId, postId);
    remember('/community/detail');
  } else if (pathname === SORTED_POSTS_PATH) {
    remember('/community');
  } else if (pathname.includes('health-check')) {
    remember('/community/write');
  } else if (page === '/deposit-entry') {
    remember('/deposit-entry');
  } else if (page === '/loan-info-entry' && method === 'POST' && pathname === LOAN_ADVICE_PATH) {
    // The login result page replays this body to produce the report the person asked for. Other calls
    // the form makes (address search, housing info) are not a report request and must not be replayed.
    if (body !== undefined && !(body instanceof FormData)) {
      storage.setItem(STORAGE_KEYS.adviceReport, JSON.stringify(body));
    }
    remember('/report');
  }
}
