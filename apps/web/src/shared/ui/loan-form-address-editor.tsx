import { housingInfoRequestSchema, type SearchedAddress } from '@jipsa/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { addressCopy } from '../copy/address-copy.ts';
import { addressText } from '../lib/address-text.ts';
import type { LoanForm } from '../store/app-store.ts';
import { AddressAreaChoice, type AreaChoice } from './address-area-choice.tsx';
import { AddressSearchPanel } from './address-search-panel.tsx';
import styles from './address-search.module.css';

export type LoanFormAddressEditorProps = {
  form: LoanForm;
  /** The address and area are chosen: keep them and move on. */
  onComplete: (changes: Partial<LoanForm>) => void;
};

/** The 지번 of a neighbourhood result, typed by the person: the contract needs one, the offline table has none. */
function jibunProblem(jibun: string): string | null {
  if (jibun.trim() === '') return null;
  const parsed = housingInfoRequestSchema.shape.jibun.safeParse(jibun);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? addressCopy.jibunInvalid);
}

/**
 * The address question: search → (the 번지, when a neighbourhood was chosen) → exclusive area. Fills
 * buildingName, districtCode, dongName, jibun and exclusiveArea, and the housing type when the building
 * register knows it.
 */
export function LoanFormAddressEditor({ form, onComplete }: LoanFormAddressEditorProps) {
  const jibunId = useId();
  const [chosen, setChosen] = useState<SearchedAddress | null>(null);
  const [jibun, setJibun] = useState('');
  const [jibunError, setJibunError] = useState<string | null>(null);
  const current = addressText(form);
  const jibunRef = useRef<HTMLInputElement>(null);
  const areaTitleRef = useRef<HTMLHeadingElement>(null);

  // The chosen result's button is gone with the list: the next question takes the focus (the 번지, else the area),
  // so what a keyboard types next lands there rather than on the page body (issue 50 #10).
  useEffect(() => {
    if (chosen === null) return;
    (jibunRef.current ?? areaTitleRef.current)?.focus();
  }, [chosen]);

  if (chosen === null) {
    return (
      <div className={styles.editor}>
        {current && (
          <p className={styles.current}>
            <span className={styles.currentLabel}>{addressCopy.addressCurrent}</span> {current}
          </p>
        )}
        <AddressSearchPanel onChoose={setChosen} />
      </div>
    );
  }

  const needsJibun = chosen.jibun === '';
  const choose = ({ exclusiveArea, housingType }: AreaChoice) => {
    const problem = needsJibun ? jibunProblem(jibun) : null;
    if (problem !== null) {
      setJibunError(problem);
      return;
    }
    onComplete({
      buildingName: chosen.buildingName,
      districtCode: chosen.districtCode,
      dongName: chosen.dongName,
      jibun: needsJibun ? jibun.trim() : chosen.jibun,
      exclusiveArea,
      ...(housingType ? { rentHousingType: housingType } : {}),
    });
  };

  return (
    <div className={styles.editor}>
      <div className={styles.chosen}>
        <p className={styles.current}>
          <span className={styles.currentLabel}>{addressCopy.addressChosen}</span> {chosen.displayAddress}
        </p>
        <button type="button" className={styles.linkButton} onClick={() => setChosen(null)}>
          {addressCopy.addressChange}
        </button>
      </div>
      {needsJibun && (
        <div className={styles.custom}>
          <label htmlFor={jibunId} className={styles.customLabel}>
            {addressCopy.jibunLabel}
          </label>
          <p id={`${jibunId}-hint`} className={styles.hint}>
            {addressCopy.jibunHint}
          </p>
          <input
            ref={jibunRef}
            id={jibunId}
            className={styles.customInput}
            type="text"
            autoComplete="off"
            maxLength={12}
            placeholder={addressCopy.jibunPlaceholder}
            value={jibun}
            aria-describedby={`${jibunId}-hint`}
            aria-invalid={jibunError ? true : undefined}
            onChange={(event) => {
              setJibun(event.target.value);
              setJibunError(null);
            }}
          />
          {jibunError && (
            <p className={styles.error} role="alert">
              {jibunError}
            </p>
          )}
        </div>
      )}
      <h3 ref={areaTitleRef} tabIndex={-1} className={styles.stepTitle}>
        {addressCopy.areaChoice}
      </h3>
      <AddressAreaChoice
        address={{ districtCode: chosen.districtCode, jibun: chosen.jibun, dongName: chosen.dongName }}
        currentArea={null}
        onChoose={choose}
      />
    </div>
  );
}
