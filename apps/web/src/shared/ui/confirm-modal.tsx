import type { ReactNode } from 'react';
import { commonCopy } from '../copy/common-copy.ts';
import { Modal } from './modal.tsx';
import styles from './confirm-modal.module.css';

export type ConfirmModalProps = {
  open: boolean;
  /** The question, e.g. "로그아웃할까요?"; it names the dialog. */
  title: string;
  /** What happens if the person confirms. */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Disables both buttons while the confirmed action runs. */
  isPending?: boolean;
  /** `danger` for what cannot be undone (withdrawal, deleting a post). */
  tone?: 'primary' | 'danger';
  /** A failure of the confirmed action, shown inside the dialog. */
  error?: string | null;
};

/** A question with cancel and confirm buttons, on the shared accessible {@link Modal}. */
export function ConfirmModal({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = commonCopy.cancel,
  onConfirm,
  onCancel,
  isPending = false,
  tone = 'primary',
  error = null,
}: ConfirmModalProps) {
  // Closing while the action runs would hide its outcome.
  const close = () => {
    if (!isPending) onCancel();
  };
  return (
    <Modal open={open} onClose={close} title={title}>
      {children && <div className={styles.body}>{children}</div>}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.cancel} onClick={close} disabled={isPending}>
          {cancelLabel}
        </button>
        <button
          type="button"
          className={styles.confirm}
          data-tone={tone}
          onClick={onConfirm}
          disabled={isPending}
          aria-busy={isPending || undefined}
        >
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
