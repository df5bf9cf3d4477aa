import type { Block, ReportTargetType } from '@jipsa/contracts';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { hasMemberSession } from '../../../shared/session/has-member-session.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { ActionMenu } from '../../../shared/ui/action-menu.tsx';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { createBlock } from '../api/blocks.ts';
import { moderationCopy as copy } from '../copy.ts';
import { ReportSheet } from './report-sheet.tsx';

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

type Open = 'report' | 'block' | null;

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
  const choose = (next: 'report' | 'block') => {
    if (!isAuthenticated && !hasMemberSession()) {
      setOpen(null);
      openLoginModal();
      return;
    }
    setBlockError(null);
    setOpen(next);
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
    <div>
      <ActionMenu
        label={label}
        items={[
          { label: copy.report, onSelect: () => choose('report') },
          { label: copy.block, onSelect: () => choose('block'), tone: 'danger' },
        ]}
      />
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
