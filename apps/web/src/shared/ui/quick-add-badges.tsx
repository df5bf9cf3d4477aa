import type { MouseEvent } from 'react';
import { amountInputCopy } from '../copy/amount-input-copy.ts';
import styles from './quick-add-badges.module.css';

/** One badge: its text and what it adds, in the field's own unit (만원, 년, 개월 …). */
export type QuickAddBadge = { readonly label: string; readonly amount: number };

export type QuickAddBadgesProps = {
  badges: readonly QuickAddBadge[];
  onAdd: (amount: number) => void;
  label?: string;
};

// A tap on a badge keeps the focused field (and its keypad) where they are.
const keepFieldFocus = (event: MouseEvent) => event.preventDefault();

/** Buttons that add a fixed amount to a field (spec §4 "Quick-add badges add to the current value"). */
export function QuickAddBadges({ badges, onAdd, label = amountInputCopy.quickAdd }: QuickAddBadgesProps) {
  return (
    <div className={styles.badges} role="group" aria-label={label}>
      <div className={styles.row} data-count={badges.length}>
        {badges.map((badge) => (
          <button
            key={badge.label}
            type="button"
            className={styles.badge}
            onMouseDown={keepFieldFocus}
            onClick={() => onAdd(badge.amount)}
          >
            {badge.label}
          </button>
        ))}
      </div>
    </div>
  );
}
