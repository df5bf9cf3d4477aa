import { lazy, Suspense } from 'react';
import { DepositEntryPage } from '../features/loan-advice/components/deposit-entry-page.tsx';

// Only a member keeps safety results: a visitor's /deposit-entry loads none of this code (issue 32).
const KeptSafetyChecksSection = lazy(() =>
  import('../features/jeonse-safety/kept/kept-safety-checks-section.tsx').then((module) => ({
    default: module.KeptSafetyChecksSection,
  })),
);

/** `/deposit-entry` with the member's kept safety results under their recent reports (issue 50). */
export function DepositEntryWithKeptChecksPage() {
  return (
    <DepositEntryPage
      memberSections={
        <Suspense fallback={null}>
          <KeptSafetyChecksSection />
        </Suspense>
      }
    />
  );
}
