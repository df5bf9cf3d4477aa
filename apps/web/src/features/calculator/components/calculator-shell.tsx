import { useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import { calculatorCopy } from '../copy.ts';
import type { CalculatorForm } from '../hooks/use-calculator-form.ts';
import styles from './calculator.module.css';

/** The first field that refused the draft, in the order the form shows them ([data-invalid] marks them). */
function firstRefusedControl(formElement: HTMLFormElement): HTMLElement | null {
  const marked = formElement.querySelector<HTMLElement>('[data-invalid]');
  if (!marked) return null;
  // A choice question's chosen option, else the first control; a message with no control takes the focus itself.
  return (
    marked.querySelector<HTMLElement>('input:checked') ??
    marked.querySelector<HTMLElement>('input, button, a[href]') ??
    marked
  );
}

/**
 * The frame all four calculators share (issue 11): the intro, the calculator's own fields, a message the server
 * gave for no field, the submit button, and the result below. A refused submit brings the first refused field into
 * view with the focus (above the keypad, which the field itself keeps clear); the result frame
 * (`CalculatorResult`) does the same for a new result. Each calculator keeps only its fields, its draft and its
 * result.
 */
export function CalculatorShell<Response>({
  intro,
  form,
  draft,
  result,
  children,
}: {
  intro: string;
  form: CalculatorForm<Response>;
  /** What the fields hold, in the shape of the contract's request; checked and posted on submit. */
  draft: () => unknown;
  result: ReactNode;
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (form.refusals === 0 || !formRef.current) return;
    const control = firstRefusedControl(formRef.current);
    control?.scrollIntoView?.({ block: 'center' });
    control?.focus({ preventScroll: true });
  }, [form.refusals]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.submit(draft());
  };

  return (
    <>
      <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.intro}>{intro}</p>
        {children}
        {form.generalError && (
          <p className={styles.generalError} role="alert">
            {form.generalError}
          </p>
        )}
        <button type="submit" className={styles.submit} disabled={form.isPending}>
          {form.isPending ? calculatorCopy.calculating : calculatorCopy.calculate}
        </button>
      </form>
      <div aria-live="polite">{result}</div>
    </>
  );
}
