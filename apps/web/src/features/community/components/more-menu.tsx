import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { communityCopy } from '../copy.ts';
import { MoreIcon } from './icons.tsx';
import styles from './more-menu.module.css';

export type MoreMenuProps = {
  /** Names the button and the menu, e.g. '글 메뉴'. */
  label: string;
  onEdit: () => void;
  onDelete: () => void;
};

/**
 * The author's "⋮" menu (spec §6: only for `updateDeleteAuthority` ALL) with 수정하기 and 삭제하기. A
 * menu button: arrow keys move between the items, Esc or a tap outside closes it.
 */
export function MoreMenu({ label, onEdit, onDelete }: MoreMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    rootRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOnOutside = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const current = items.indexOf(document.activeElement as HTMLElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    items[(current + step + items.length) % items.length]?.focus();
  };

  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };

  return (
    <div ref={rootRef} className={styles.root}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <MoreIcon />
      </button>
      {open && (
        <div id={menuId} role="menu" aria-label={label} className={styles.menu} onKeyDown={moveFocus}>
          <button type="button" role="menuitem" className={styles.item} onClick={() => choose(onEdit)}>
            {communityCopy.edit}
          </button>
          <button
            type="button"
            role="menuitem"
            className={styles.item}
            data-tone="danger"
            onClick={() => choose(onDelete)}
          >
            {communityCopy.delete}
          </button>
        </div>
      )}
    </div>
  );
}
