import { isReadableLine } from './readable-text.ts';

export const MAX_RETURN_PATH_LENGTH = 512;

/**
 * A path on our own site to return to after login: starts with exactly one `/` (so `//evil.example`
 * and `/\evil.example`, which browsers treat as another host, are refused) and holds no control characters.
 * Plain code, not a schema: the web app's frame checks it before any schema library has loaded (issue 10).
 */
export function isReturnPath(path: string): boolean {
  return (
    path.length <= MAX_RETURN_PATH_LENGTH &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    !path.includes('\t') &&
    isReadableLine(path)
  );
}
