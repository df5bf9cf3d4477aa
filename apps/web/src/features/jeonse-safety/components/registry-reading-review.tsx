import type { RegistryFlag, RegistryReading, RentHousingType } from '@jipsa/contracts';
import { REGISTRY_FLAGS } from '@jipsa/contracts/enum-values';
import { useState } from 'react';
import { formatManwon, WON_PER_MANWON } from '../../../shared/format/format-manwon.ts';
import { formatWon } from '../../../shared/format/format-won.ts';
import { formatKoreanDate } from '../../../shared/format/format-korean-date.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { AmountField } from '../../../shared/ui/amount-field.tsx';
import cardStyles from '../../../shared/ui/card.module.css';
import { jeonseSafetyCopy } from '../copy.ts';
import { rentHousingTypeLabels } from '../../../shared/copy/rent-housing-type-labels.ts';
import {
  addressDiffers,
  areaDiffers,
  entryKey,
  housingTypeDiffers,
  housingTypeOfUse,
  initialConfirmation,
  isPriorClaim,
  priorClaimsOf,
  type RegistryConfirmation,
} from '../lib/registry-confirmation.ts';
import pageStyles from '../../../shared/ui/question-page.module.css';
import styles from './jeonse-safety.module.css';

const copy = jeonseSafetyCopy.registry;

export type ConfirmedRegistry = { priorLiens: number; registryFlags: RegistryFlag[] };

type Props = {
  reading: RegistryReading;
  entered: {
    dongName: string | null;
    jibun: string | null;
    rentHousingType: RentHousingType | null;
    exclusiveArea: number | null;
  };
  onConfirm: (confirmed: ConfirmedRegistry) => void;
  onReupload: () => void;
};

/**
 * "이렇게 읽었어요" (issue 30): what the server read from the 등기부, entry by entry, for the person to confirm or
 * correct before it is used — which 근저당·전세권 count as prior claims, which warnings hold, what else comes first.
 */
export function RegistryReadingReview({ reading, entered, onConfirm, onReupload }: Props) {
  const [confirmation, setConfirmation] = useState<RegistryConfirmation>(() => initialConfirmation(reading));
  const [addedText, setAddedText] = useState('');
  const differs = addressDiffers(reading.address, entered);
  const readType = housingTypeOfUse(reading.use);
  const typeDiffers = housingTypeDiffers(reading.use, entered.rentHousingType);
  const areaDiffer = areaDiffers(reading.exclusiveArea, entered.exclusiveArea);
  const live = reading.entries
    .map((entry, index) => ({ entry, key: entryKey(entry, index) }))
    .filter(({ entry }) => entry.live);
  const cancelled = reading.entries.filter((entry) => !entry.live);
  const total = priorClaimsOf(reading, confirmation);

  const toggleEntry = (key: string) =>
    setConfirmation((current) => {
      const countedEntries = new Set(current.countedEntries);
      if (!countedEntries.delete(key)) countedEntries.add(key);
      return { ...current, countedEntries };
    });
  const toggleFlag = (flag: RegistryFlag) =>
    setConfirmation((current) => {
      const flags = new Set(current.flags);
      if (!flags.delete(flag)) flags.add(flag);
      return { ...current, flags };
    });
  const changeAdded = (text: string) => {
    setAddedText(text);
    setConfirmation((current) => ({ ...current, addedClaims: amountValue(text) * WON_PER_MANWON }));
  };

  return (
    <section className={styles.registryReview} aria-labelledby="registry-review-title">
      <h2 id="registry-review-title" className={styles.subtitle}>
        {copy.reviewTitle}
      </h2>
      <p className={pageStyles.hint}>{copy.reviewHint}</p>
      {differs && (
        <p className={cardStyles.notice} role="alert">
          {copy.addressDiffers(reading.address ?? '')}
        </p>
      )}
      {typeDiffers && readType && entered.rentHousingType && (
        <p className={cardStyles.notice} role="alert">
          {copy.typeDiffers(rentHousingTypeLabels[entered.rentHousingType], rentHousingTypeLabels[readType])}
        </p>
      )}
      {areaDiffer && entered.exclusiveArea !== null && reading.exclusiveArea !== null && (
        <p className={cardStyles.notice} role="alert">
          {copy.areaDiffers(entered.exclusiveArea, reading.exclusiveArea)}
        </p>
      )}

      <dl className={styles.registryFacts}>
        <dt>{copy.address}</dt>
        <dd>{[reading.address, reading.buildingName].filter(Boolean).join(' ') || copy.unread}</dd>
        {reading.exclusiveArea !== null && (
          <>
            <dt>{copy.area}</dt>
            <dd>{jeonseSafetyCopy.checkedArea(reading.exclusiveArea)}</dd>
          </>
        )}
        <dt>{copy.use}</dt>
        <dd>{reading.use ?? copy.unread}</dd>
        <dt>{copy.owners}</dt>
        <dd>{reading.owners.length > 0 ? reading.owners.join(', ') : copy.unread}</dd>
        {reading.lastOwnershipTransferDate && (
          <>
            <dt>{copy.lastTransfer}</dt>
            <dd>{formatKoreanDate(reading.lastOwnershipTransferDate)}</dd>
          </>
        )}
      </dl>

      <h3 className={styles.label}>{copy.liveHeading}</h3>
      {live.length === 0 ? (
        <p className={pageStyles.hint}>{copy.noLive}</p>
      ) : (
        <ul className={styles.registryEntries}>
          {live.map(({ entry, key }) => (
            <li key={key}>
              {isPriorClaim(entry) ? (
                <label className={styles.registryEntry}>
                  <input
                    type="checkbox"
                    checked={confirmation.countedEntries.has(key)}
                    onChange={() => toggleEntry(key)}
                  />
                  <span>
                    {copy.entryLine(entry.section, entry.rank, entry.purpose)}
                    <strong> {formatWon(entry.amount ?? 0)}</strong>
                    {entry.holder && <span className={pageStyles.hint}> · {entry.holder}</span>}
                    <span className={pageStyles.hint}> · {copy.countIt}</span>
                  </span>
                </label>
              ) : (
                <span className={styles.registryEntry}>
                  {copy.entryLine(entry.section, entry.rank, entry.purpose)}
                  {entry.amount !== null && <strong> {formatWon(entry.amount)}</strong>}
                  {entry.receivedDate && (
                    <span className={pageStyles.hint}> · {formatKoreanDate(entry.receivedDate)}</span>
                  )}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}

      {cancelled.length > 0 && (
        <details className={styles.registryCancelled}>
          <summary>{copy.cancelledHeading(cancelled.length)}</summary>
          <ul className={styles.registryEntries}>
            {cancelled.map((entry, index) => (
              <li key={`${entry.section}-${entry.rank}-${index}`}>
                <s>{copy.entryLine(entry.section, entry.rank, entry.purpose)}</s>
                {entry.amount !== null && <span> {formatWon(entry.amount)}</span>}
              </li>
            ))}
          </ul>
        </details>
      )}

      <fieldset className={styles.registryFlags}>
        <legend className={styles.label}>{copy.flagsHeading}</legend>
        {REGISTRY_FLAGS.filter((flag) => reading.flags.includes(flag)).map((flag) => (
          <label key={flag} className={styles.registryEntry}>
            <input type="checkbox" checked={confirmation.flags.has(flag)} onChange={() => toggleFlag(flag)} />
            <span>{copy.flag[flag]}</span>
          </label>
        ))}
        {reading.flags.length === 0 && <p className={pageStyles.hint}>{copy.noFlags}</p>}
      </fieldset>

      <AmountField
        label={copy.addedLabel}
        value={addedText}
        onChange={changeAdded}
        unit={jeonseSafetyCopy.manwon}
        placeholder={jeonseSafetyCopy.optionalPlaceholder}
        reading={formatManwon(amountValue(addedText))}
      />
      <p className={pageStyles.hint}>{copy.addedHint}</p>

      <p className={styles.registryTotal} aria-live="polite">
        {copy.total(formatWon(total))}
      </p>
      <button
        type="button"
        className={cardStyles.submit}
        onClick={() =>
          onConfirm({
            priorLiens: total,
            registryFlags: REGISTRY_FLAGS.filter((flag) => confirmation.flags.has(flag)),
          })
        }
      >
        {copy.confirm}
      </button>
      <button type="button" className={cardStyles.secondaryButton} onClick={onReupload}>
        {copy.reupload}
      </button>
    </section>
  );
}
