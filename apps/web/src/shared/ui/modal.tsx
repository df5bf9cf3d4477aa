import { useEffect, useEffectEvent, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { commonCopy } from '../copy/common-copy.ts';
import styles from './modal.module.css';

/** Spec §2 / §9: a modal stays on screen this long after it is closed, for its closing animation. */
export const MODAL_CLOSE_DELAY_MS = 400;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

type Phase = 'open' | 'closing' | 'closed';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
};

/**
 * An accessible modal dialog: labelled by its title, focus moved in on open, to the new title when the title
 * changes while open, and back on close,
 * Tab kept inside, Esc / backdrop / close button close it, and it animates out for 400 ms.
 */
export function Modal({ open, onClose, title, children }: ModalProps) {
  const [phase, setPhase] = useState<Phase>(open ? 'open' : 'closed');
  const panelRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const openTitle = useRef<string | null>(null);
  const titleId = useId();
  const closeFromKeyboard = useEffectEvent(() => onClose());

  if (open && phase !== 'open') setPhase('open');
  if (!open && phase === 'open') setPhase('closing');

  useEffect(() => {
    if (phase !== 'closing') return undefined;
    const timer = setTimeout(() => setPhase('closed'), MODAL_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase]);

  useEffect(() => {
    if (!open) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') closeFromKeyboard();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.body.style.overflow = overflow;
      previouslyFocused?.focus();
    };
  }, [open]);

  // A sheet that moves on to its next question while open (the loan form's "다음") puts the focus on the new title:
  // the button pressed is gone with the old question, and a screen reader reads the new one (issue 50).
  useEffect(() => {
    if (!open) {
      openTitle.current = null;
      return;
    }
    if (openTitle.current !== null && openTitle.current !== title) titleRef.current?.focus();
    openTitle.current = title;
  }, [open, title]);

  if (phase === 'closed') return null;

  const keepFocusInside = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className={styles.root} data-state={phase}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panelRef}
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={keepFocusInside}
      >
        <button type="button" className={styles.close} onClick={onClose} aria-label={commonCopy.close}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <h2 ref={titleRef} id={titleId} className={styles.title} tabIndex={-1}>
          {title}
        </h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}
