/**
 * A one-line confirmation carried to the next page in navigation state (e.g. "로그아웃했어요." on home),
 * so the page that did the work and the page that shows it need not import each other.
 */
export type FlashNoticeState = { flashNotice: string; flashActionId?: string };

/** A button on the notice, e.g. 되돌리기 after a block (issue 50). */
export type FlashAction = { label: string; run: () => void };

// History state must be cloneable, so an action travels as an id and waits here until the notice takes it.
const pendingActions = new Map<string, FlashAction>();
let nextActionId = 0;

/**
 * @example navigate('/', { replace: true, state: flashNoticeState('로그아웃했어요.') })
 * @example flashNoticeState('악플러님을 차단했어요.', { label: '되돌리기', run: unblock })
 */
export function flashNoticeState(text: string, action?: FlashAction): FlashNoticeState {
  if (!action) return { flashNotice: text };
  nextActionId += 1;
  const flashActionId = `flash-action-${nextActionId}`;
  pendingActions.set(flashActionId, action);
  return { flashNotice: text, flashActionId };
}

function flashActionIdOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('flashActionId' in state)) return null;
  return typeof state.flashActionId === 'string' ? state.flashActionId : null;
}

/**
 * The action a notice's state carries. Read during render, so it does not consume the action: a render React throws
 * away (an interrupted transition) would otherwise lose it; `forgetFlashAction` drops it once the notice is shown.
 */
export function flashActionOf(state: unknown): FlashAction | null {
  const id = flashActionIdOf(state);
  return id === null ? null : (pendingActions.get(id) ?? null);
}

/** After the notice took its action: a reload or going back finds none. */
export function forgetFlashAction(state: unknown): void {
  const id = flashActionIdOf(state);
  if (id !== null) pendingActions.delete(id);
}

/** @example readFlashNotice(useLocation().state) // '로그아웃했어요.' or null */
export function readFlashNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('flashNotice' in state)) return null;
  return typeof state.flashNotice === 'string' && state.flashNotice !== '' ? state.flashNotice : null;
}
