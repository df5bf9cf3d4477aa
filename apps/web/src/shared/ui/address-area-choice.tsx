import { housingInfoRequestSchema, loanProfileSchema, type RentHousingType } from '@jipsa/contracts';
import { useId, useState } from 'react';
import { useHousingInfoQuery } from '../api/housing-info.ts';
import { addressCopy } from '../copy/address-copy.ts';
import { rentHousingTypeLabels } from '../copy/rent-housing-type-labels.ts';
import { formatWon } from '../format/format-won.ts';
import { acceptTypedAmount, amountValue } from '../lib/amount-entry.ts';
import styles from './address-search.module.css';
import { Spinner } from './spinner.tsx';

export type AreaChoiceAddress = { districtCode: string; jibun: string; dongName: string };

export type AreaChoice = {
  exclusiveArea: number;
  /** The building's type when the building register knows it (a suggestion for the form's housing type). */
  housingType: RentHousingType | null;
};

export type AddressAreaChoiceProps = {
  address: AreaChoiceAddress;
  /** The area the form holds now, marked in the list. */
  currentArea: number | null;
  onChoose: (choice: AreaChoice) => void;
};

const AREA_DECIMALS = 2;

/** Whether a 지번 the sheet sends is one the housing info call accepts ('' is a neighbourhood). */
export const isHousingJibun = (jibun: string) => housingInfoRequestSchema.shape.jibun.safeParse(jibun).success;

/**
 * The exclusive-area step of the address sheet: the areas housing info knows for the address (with
 * recent average deposits when the official source has them), or an area typed in ㎡.
 */
export function AddressAreaChoice({ address, currentArea, onChoose }: AddressAreaChoiceProps) {
  const customId = useId();
  // No address yet (the form's area question asked first): nothing to look up, so nothing can have failed.
  const hasAddress = address.districtCode !== '';
  const request = isHousingJibun(address.jibun) ? address : { ...address, jibun: '' };
  const info = useHousingInfoQuery(hasAddress ? request : null);
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const housingType = info.data?.housingType ?? null;

  const applyCustom = () => {
    const parsed = loanProfileSchema.shape.exclusiveArea.safeParse(custom === '' ? undefined : amountValue(custom));
    if (!parsed.success) {
      setCustomError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    onChoose({ exclusiveArea: parsed.data, housingType });
  };

  return (
    <div className={styles.panel}>
      {info.data?.notice && (
        <p className={styles.notice} role="note">
          {info.data.notice}
        </p>
      )}
      {housingType && (
        <p className={styles.hint}>{addressCopy.areaSuggestedType(rentHousingTypeLabels[housingType])}</p>
      )}
      {!hasAddress && <p className={styles.hint}>{addressCopy.areaNeedsAddress}</p>}
      {hasAddress && info.isPending && (
        <p className={styles.status} role="status">
          <Spinner size={20} />
          {addressCopy.areaLoading}
        </p>
      )}
      {info.isError && (
        <p className={styles.error} role="alert">
          {addressCopy.areaFailed}
        </p>
      )}
      {info.data && (
        <ul className={styles.list} aria-label={addressCopy.areaChoice}>
          {info.data.areas.map((area) => (
            <li key={area.exclusiveArea}>
              <button
                type="button"
                className={styles.result}
                aria-pressed={area.exclusiveArea === currentArea}
                onClick={() => onChoose({ exclusiveArea: area.exclusiveArea, housingType })}
              >
                <span className={styles.resultMain}>{area.label}</span>
                {area.averageDeposit !== null && (
                  <span className={styles.resultDetail}>
                    {addressCopy.areaRecent(formatWon(area.averageDeposit), area.transactionCount)}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.custom}>
        <label htmlFor={customId} className={styles.customLabel}>
          {addressCopy.areaCustomLabel}
        </label>
        <div className={styles.customRow}>
          <input
            id={customId}
            className={styles.customInput}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="59"
            value={custom}
            aria-invalid={customError ? true : undefined}
            onChange={(event) => {
              const next = acceptTypedAmount(event.target.value, { decimal: true, maxDecimals: AREA_DECIMALS });
              if (next !== null) {
                setCustom(next);
                setCustomError(null);
              }
            }}
          />
          <span className={styles.unit}>{addressCopy.areaCustomUnit}</span>
          <button type="button" className={styles.secondaryButton} onClick={applyCustom}>
            {addressCopy.areaCustomApply}
          </button>
        </div>
        {customError && (
          <p className={styles.error} role="alert">
            {customError}
          </p>
        )}
      </div>
    </div>
  );
}
