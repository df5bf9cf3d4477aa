import type { Block } from '@jipsa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { ConfirmModal } from '../../../shared/ui/confirm-modal.tsx';
import { BLOCKS_QUERY_KEY, deleteBlock, useBlocksQuery } from '../api/blocks.ts';
import { formatKoreaDate, moderationCopy as copy } from '../copy.ts';
import styles from './blocked-users.module.css';

export type BlockedUsersSectionProps = {
  /** After an unblock: the app lets the board show that author again. */
  onUnblocked?: () => void;
};

/** 설정 › 차단한 사용자 (issue 33): nickname and date per block, 차단 해제 after confirming; empty, loading, error. */
export function BlockedUsersSection({ onUnblocked }: BlockedUsersSectionProps) {
  const blocks = useBlocksQuery();
  const queryClient = useQueryClient();
  const [unblocking, setUnblocking] = useState<Block | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirmUnblock = async () => {
    if (!unblocking) return;
    setIsPending(true);
    try {
      await deleteBlock(unblocking.blockId);
      await queryClient.invalidateQueries({ queryKey: BLOCKS_QUERY_KEY });
      setUnblocking(null);
      onUnblocked?.();
    } catch (failure) {
      setError(failure instanceof ApiError && failure.status > 0 ? failure.message : copy.unblockFailed);
    } finally {
      setIsPending(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby="settings-blocks">
      <h2 id="settings-blocks" className={styles.heading}>
        {copy.blockedHeading}
      </h2>
      {blocks.isPending ? (
        <p className={styles.status} role="status">
          {copy.blockedLoading}
        </p>
      ) : blocks.isError ? (
        <div className={styles.status} role="alert">
          <p>{copy.blockedFailed}</p>
          <button type="button" className={styles.inlineButton} onClick={() => void blocks.refetch()}>
            {copy.retry}
          </button>
        </div>
      ) : blocks.data.blocks.length === 0 ? (
        <p className={styles.status}>{copy.blockedEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {blocks.data.blocks.map((block) => (
            <li key={block.blockId} className={styles.row}>
              <span className={styles.who}>
                <span className={styles.name}>{block.label}</span>
                <span className={styles.date}>{copy.blockedSince(formatKoreaDate(block.createdDate))}</span>
              </span>
              <button
                type="button"
                className={styles.inlineButton}
                aria-label={copy.unblockLabel(block.label)}
                onClick={() => {
                  setError(null);
                  setUnblocking(block);
                }}
              >
                {copy.unblock}
              </button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmModal
        open={unblocking !== null}
        title={copy.unblockTitle(unblocking?.label ?? '')}
        confirmLabel={copy.unblock}
        isPending={isPending}
        error={error}
        onConfirm={() => void confirmUnblock()}
        onCancel={() => setUnblocking(null)}
      >
        <p>{copy.unblockBody}</p>
      </ConfirmModal>
    </section>
  );
}
