import { useRef, useState } from 'react';
import { useBlocker } from 'react-router';

/**
 * Spec §4 "Back with changes asks for confirmation": the screen's back button and the browser's back
 * (a POP navigation) both ask first while there are unsaved changes; without changes they leave at once.
 * Leaving on purpose (after saving, or to the report picker with the draft) is never asked about.
 */
export function useLeaveConfirmation(hasChanges: boolean) {
  const leavingOnPurpose = useRef(false);
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);
  const blocker = useBlocker(({ historyAction }) => historyAction === 'POP' && hasChanges && !leavingOnPurpose.current);

  const leave = (go: () => void) => {
    leavingOnPurpose.current = true;
    go();
  };

  return {
    /** The dialog is open. */
    isAsking: pendingLeave !== null || blocker.state === 'blocked',
    /** The screen's back button: asks first when there are changes. */
    requestLeave: (go: () => void) => {
      if (hasChanges) setPendingLeave(() => go);
      else leave(go);
    },
    /** Leaves without asking (after a save, or with the draft in hand). */
    leave,
    confirm: () => {
      if (blocker.state === 'blocked') {
        leavingOnPurpose.current = true;
        blocker.proceed();
        return;
      }
      const go = pendingLeave;
      setPendingLeave(null);
      if (go) leave(go);
    },
    cancel: () => {
      if (blocker.state === 'blocked') blocker.reset();
      setPendingLeave(null);
    },
  };
}
