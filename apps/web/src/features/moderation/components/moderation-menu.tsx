import type { Block, ReportTargetType } from '@jipsa/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { hasMemberSession } from '../../../shared/session/has-member-session.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { createBlock } from '../api/blocks.ts';
import { moderationCopy as copy } from '../copy.ts';
import { ReportSheet } from './report-sheet.tsx';
import styles from './moderation.module.css';

export type ModerationMenuProps = {
  targetType: ReportTargetType;
  targetId: string;
  /** The nickname shown on the item, named by the block confirmation. */
  author: string;
  /** Names the menu button, e.g. '글 더보기'. */
  label: string;
  /** After a block: the app takes the author's items off what this member sees. */
  onBlocked: (block: Block) => void;
  /** After a report the server took; `hidden` when it hid the item. */
  onReported?: (hidden: boolean) => void;
};

type Open = 'menu' | 'report' | 'block' | null;

/**
 * "⋮" on an item someone else wrote (issue 33): 신고하기 opens the report sheet, 차단하기 a confirmation naming the
 * author. A visitor who is not a member gets the login modal instead, as the board's other member actions do.
 */
export function ModerationMenu({ targetType, targetId, author, label, onBlocked, onReported }: ModerationMenuProps) {
  const [open, setOpen] = useState<Open>(null);
  const [isBlocking, setIsBlocking] = useState(false);
  const [blockError, setBlockError] = useState<string | null>(null);
  const isAuthenticated = useAppStore((state) => state.isAuthenticated);
  const openLoginModal = useAppStore((state) => state.openLoginModal);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (open !== 'menu') return undefined;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(null);
    };
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(null);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const choose = (next: 'report' | 'block') => {
    if (!isAuthenticated && !hasMemberSession()) {
      setOpen(null);
      openLoginModal();
      return;
    }
    setBlockError(null);
    setOpen(next);
  };

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const current = items.indexOf(document.activeElement as HTMLElement);
    items[(current + (event.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
  };

  const block = async () => {
    setIsBlocking(true);
    try {
      const created = await createBlock(targetType === 'POST' ? { postId: targetId } : { commentId: targetId });
      setOpen(null);
      onBlocked(created);
    } catch (error) {
      setBlockError(error instanceof ApiError && error.status > 0 ? error.message : copy.blockFailed);
    } finally {
      setIsBlocking(false);
    }
  };

  return (
    <div ref={rootRef} className={styles.menuRoot}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open === 'menu'}
        aria-controls={open === 'menu' ? menuId : undefined}
        onClick={() => setOpen((was) => (was === 'menu' ? null : 'menu'))}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="5" r="1.8" fill="currentColor" />
          <circle cx="12" cy="12" r="1.8" fill="currentColor" />
          <circle cx="12" cy="19" r="1.8" fill="currentColor" />
        </svg>
      </button>
      {open === 'menu' && (
        <div id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={moveFocus}>
          <button type="button" role="menuitem" className={styles.menuItem} onClick={() => choose('report')}>
            {copy.report}
          </button>
          <button
            type="button"
            role="menuitem"
            className={styles.menuItem}
            data-tone="danger"
            onClick={() => choose('block')}
          >
            {copy.block}
          </button>
        </div>
      )}
      <ReportSheet
        open={open === 'report'}
        target={{ targetType, targetId }}
        onClose={() => setOpen(null)}
        {...(onReported ? { onReported } : {})}
      />
      <ConfirmModal
        open={open === 'block'}
        title={copy.blockTitle(author)}
        confirmLabel={copy.blockConfirm}
        tone="danger"
        isPending={isBlocking}
        error={blockError}
        onConfirm={() => void block()}
        onCancel={() => setOpen(null)}
      >
        <p>{copy.blockBody}</p>
      </ConfirmModal>
    </div>
  );
}
