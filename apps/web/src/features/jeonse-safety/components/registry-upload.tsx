import type { RegistryFlag, RegistryReading, RentHousingType } from '@jipsa/contracts';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ApiError } from '../../../shared/api/api-error.ts';
import { formatWon } from '../../../shared/format/format-won.ts';
import cardStyles from '../../../shared/ui/card.module.css';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useReadRegistry } from '../api/registry.ts';
import { jeonseSafetyCopy } from '../copy.ts';
import { housingTypeOfUse } from '../lib/registry-confirmation.ts';
import { RegistryReadingReview, type ConfirmedRegistry } from './registry-reading-review.tsx';
import pageStyles from '../../../shared/ui/question-page.module.css';
import styles from './jeonse-safety.module.css';

const copy = jeonseSafetyCopy.registry;

type Props = {
  entered: {
    dongName: string | null;
    jibun: string | null;
    rentHousingType: RentHousingType | null;
    exclusiveArea: number | null;
  };
  /** What the check already holds from an earlier confirmation (from the URL). */
  confirmedFlags: readonly RegistryFlag[];
  onConfirm: (confirmed: ConfirmedRegistryHouse) => void;
};

/** What was confirmed, with what the 표제부 says of the house (the form fills its blanks from it). */
export type ConfirmedRegistryHouse = ConfirmedRegistry & {
  exclusiveArea: number | null;
  rentHousingType: RentHousingType | null;
  address: string | null;
  buildingName: string | null;
};

/**
 * "등기부등본으로 채우기" (issue 30): the person picks the PDF they downloaded; the server reads it in memory and the
 * reading is shown for confirmation. The reading lives only in this component: a reload keeps what was confirmed (the
 * amounts and flags in the URL), never the names.
 */
export function RegistryUpload({ entered, confirmedFlags, onConfirm }: Props) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const read = useReadRegistry();
  const [reading, setReading] = useState<RegistryReading | null>(null);
  const [confirmed, setConfirmed] = useState<ConfirmedRegistry | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again must fire again.
    event.target.value = '';
    if (!file) return;
    setReading(null);
    setConfirmed(null);
    read.mutate(file, { onSuccess: setReading });
  };
  const reupload = () => {
    setReading(null);
    read.reset();
    inputRef.current?.click();
  };
  const errorMessage = read.error
    ? read.error instanceof ApiError && read.error.status !== 0 && read.error.errorCode !== 'INVALID_RESPONSE'
      ? read.error.message
      : copy.failed
    : null;
  const showReview = reading !== null && confirmed === null;

  return (
    <div className={cardStyles.card}>
      <p className={styles.label} id={`${inputId}-title`}>
        {copy.title}
      </p>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        className={styles.visuallyHidden}
        aria-labelledby={`${inputId}-title`}
        disabled={read.isPending}
        onChange={choose}
      />
      {!showReview && (
        <>
          <label htmlFor={inputId} className={cardStyles.secondaryButton} aria-disabled={read.isPending || undefined}>
            {confirmed ? copy.reupload : copy.upload}
          </label>
          {confirmed ? (
            <p className={styles.value} role="status">
              {copy.applied(formatWon(confirmed.priorLiens), confirmed.registryFlags.length)}
            </p>
          ) : confirmedFlags.length > 0 ? (
            <p className={styles.value}>{copy.appliedBefore(confirmedFlags.length)}</p>
          ) : (
            <p className={pageStyles.hint}>{copy.hint}</p>
          )}
          <p className={pageStyles.hint}>{copy.privacy}</p>
          <details className={pageStyles.hint}>
            <summary>{copy.howToTitle}</summary>
            <ol>
              {copy.howToSteps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </details>
        </>
      )}
      {read.isPending && (
        <p className={styles.registryReading} role="status">
          <Spinner /> {copy.reading}
        </p>
      )}
      {errorMessage && (
        <p className={pageStyles.error} role="alert">
          {errorMessage}
        </p>
      )}
      {showReview && (
        <RegistryReadingReview
          reading={reading}
          entered={entered}
          onReupload={reupload}
          onConfirm={(next) => {
            setConfirmed(next);
            onConfirm({
              ...next,
              exclusiveArea: reading.exclusiveArea,
              rentHousingType: housingTypeOfUse(reading.use),
              address: reading.address,
              buildingName: reading.buildingName,
            });
          }}
        />
      )}
    </div>
  );
}
