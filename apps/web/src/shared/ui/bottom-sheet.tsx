import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './bottom-sheet.module.css';

/**
 * How long the page keeps the sheet's bottom space after the sheet closes. A tap elsewhere closes a
 * keypad sheet on pointer-down (its field loses focus); if the page got shorter at once, it could
 * scroll under the finger and the tap would land on something else.
 */
export const SHEET_SPACE_RELEASE_MS = 400;

// One page-wide record, so a sheet opening as another closes (focus moving between fields) keeps the space.
let openSheets = 0;
let paddingBeforeSheets: string | null = null;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;

export type BottomSheetProps = {
  open: boolean;
  /** Names the sheet for screen readers. */
  label: string;
  children: ReactNode;
};

/**
 * A non-modal panel docked to the bottom of the column, e.g. the keypad of a focused field: the page
 * stays usable and keeps focus. While it is open the page gets bottom padding as tall as the sheet,
 * so the last fields can still scroll above it. For a modal choice use `Modal`.
 */
export function BottomSheet({ open, label, children }: BottomSheetProps) {
  const sheetRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const sheet = sheetRef.current;
    if (!open || !sheet) return undefined;
    // The sheet's own document, not the global: the release below may run after a test's page is gone.
    const { body } = sheet.ownerDocument;
    clearTimeout(releaseTimer);
    paddingBeforeSheets ??= body.style.paddingBottom;
    openSheets += 1;
    body.style.paddingBottom = `${sheet.offsetHeight}px`;
    return () => {
      openSheets -= 1;
      clearTimeout(releaseTimer);
      releaseTimer = setTimeout(() => {
        if (openSheets > 0 || paddingBeforeSheets === null) return;
        body.style.paddingBottom = paddingBeforeSheets;
        paddingBeforeSheets = null;
      }, SHEET_SPACE_RELEASE_MS);
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div ref={sheetRef} className={styles.sheet} role="group" aria-label={label}>
      {children}
    </div>,
    document.body,
  );
}
