import type { ReactNode } from 'react';
import { calculatorCopy } from '../copy.ts';
import styles from './calculator.module.css';

/** The end of every calculator form: a message the server gave for no field, and the submit button. */
export function CalculatorFormFooter({
  generalError,
  isPending,
}: {
  generalError: string | null | undefined;
  isPending: boolean;
}) {
  return (
    <>
      {generalError && (
        <p className={styles.generalError} role="alert">
          {generalError}
        </p>
      )}
      <button type="submit" className={styles.submit} disabled={isPending}>
        {isPending ? calculatorCopy.calculating : calculatorCopy.calculate}
      </button>
    </>
  );
}

/** One labelled figure of a calculator result (inside a `<dl>`). */
export function ResultFigure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.figure}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
