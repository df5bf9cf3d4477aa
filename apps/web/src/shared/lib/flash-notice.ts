/**
 * A one-line confirmation carried to the next page in navigation state (e.g. "로그아웃했어요." on home),
 * so the page that did the work and the page that shows it need not import each other.
 */
export type FlashNoticeState = { flashNotice: string };

/** @example navigate('/', { replace: true, state: flashNoticeState('로그아웃했어요.') }) */
export function flashNoticeState(text: string): FlashNoticeState {
  return { flashNotice: text };
}

/** @example readFlashNotice(useLocation().state) // '로그아웃했어요.' or null */
export function readFlashNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('flashNotice' in state)) return null;
  return typeof state.flashNotice === 'string' && state.flashNotice !== '' ? state.flashNotice : null;
}
