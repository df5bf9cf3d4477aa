import type { ReactNode } from 'react';
import { ErrorView } from './error-view.tsx';
import { LoadingStatus } from './loading-status.tsx';
import pageStyles from './question-page.module.css';

/** The first of a plan's messages (the draft's check or the server's refusal), said at once. */
export function PlanErrorMessage({ errors }: { errors: Readonly<Record<string, string | undefined>> }) {
  return (
    <p className={pageStyles.error} role="alert">
      {Object.values(errors)[0]}
    </p>
  );
}

/**
 * A plan kept with a report: loading while it is kept, the error view when keeping failed for no field, the empty
 * hint when none is kept (`children` null), else the plan under a status line (just kept, or kept before).
 */
export function KeptPlanStatus({
  saving,
  failed,
  onRetry,
  justSaved,
  copy,
  children,
}: {
  saving: boolean;
  failed: boolean;
  onRetry: () => void;
  justSaved: boolean;
  copy: { loading: string; empty: string; saved: string; savedPlan: string };
  children: ReactNode;
}) {
  if (saving) return <LoadingStatus text={copy.loading} />;
  if (failed) return <ErrorView onRetry={onRetry} />;
  if (children === null) return <p className={pageStyles.hint}>{copy.empty}</p>;
  return (
    <>
      <p className={pageStyles.hint} role="status">
        {justSaved ? copy.saved : copy.savedPlan}
      </p>
      {children}
    </>
  );
}
