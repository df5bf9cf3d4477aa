import { useRef, useState } from 'react';
import { useBackGuard } from '../../../shared/lib/use-back-guard.ts';

/**
 * Spec §4 "Back with changes asks for confirmation": the screen's back button and the browser's back
 * (a POP navigation) both ask first while there are unsaved changes; without changes they leave at once.
 * Leaving on purpose (after saving, or to the report picker with the draft) is never asked about.
 */
export function useLeaveConfirmation(hasChanges: boolean) {
  const leavingOnPurpose = useRef(false);
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  const browserBack = useBackGuard(() => hasChanges && !leavingOnPurpose.current);

  const leave = (go: () => void) => {
    leavingOnPurpose.current = true;
    go();
  };

  return {
    /** The dialog is open. */
    isAsking: pendingLeave !== null || browserBack.isHeld,
    /** The screen's back button: asks first when there are changes. */
    requestLeave: (go: () => void) => {
      if (hasChanges) setPendingLeave(() => go);
      else leave(go);
    },
    /** Leaves without asking (after a save, or with the draft in hand). */
    leave,
    confirm: () => {
      if (browserBack.isHeld) {
        leavingOnPurpose.current = true;
        browserBack.proceed();
        return;
      }
      const go = pendingLeave;
      setPendingLeave(null);
      if (go) leave(go);
    },
    cancel: () => {
      if (browserBack.isHeld) browserBack.reset();
      setPendingLeave(null);
    },
  };
}
