import { useState, type FormEvent } from 'react';
import { formatManwon, WON_PER_MANWON } from '../../../shared/format/format-manwon.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { AmountField } from '../../../shared/ui/amount-field.tsx';
import cardStyles from '../../../shared/ui/card.module.css';
import { jeonseSafetyCopy as copy } from '../copy.ts';
import pageStyles from '../../../shared/ui/question-page.module.css';
import styles from './jeonse-safety.module.css';

export type HouseValues = { housePrice: number | null; officialPrice: number | null };

const toWon = (manwonText: string) => (manwonText === '' ? null : amountValue(manwonText) * WON_PER_MANWON);

/**
 * The house value asked where the result says it is missing (issue 26): 시세 or 공시가격, either one is enough.
 * The page recomputes the verdict with it.
 */
export function JeonseSafetyValueAsk({ onSubmit }: { onSubmit: (values: HouseValues) => void }) {
  const [housePrice, setHousePrice] = useState('');
  const [officialPrice, setOfficialPrice] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const values: HouseValues = { housePrice: toWon(housePrice) || null, officialPrice: toWon(officialPrice) || null };
    if (values.housePrice === null && values.officialPrice === null) {
      setError(copy.valueAskRequired);
      return;
    }
    onSubmit(values);
  };

  return (
    <form className={styles.valueAsk} onSubmit={submit} noValidate>
      <p className={pageStyles.hint}>{copy.valueAskHint}</p>
      <AmountField
        label={copy.housePriceLabel}
        value={housePrice}
        onChange={(value) => {
          setHousePrice(value);
          setError(null);
        }}
        unit={copy.manwon}
        placeholder={copy.optionalPlaceholder}
        reading={formatManwon(amountValue(housePrice))}
        error={error}
      />
      <p className={pageStyles.hint}>{copy.housePriceHint}</p>
      <AmountField
        label={copy.officialPriceLabel}
        value={officialPrice}
        onChange={(value) => {
          setOfficialPrice(value);
          setError(null);
        }}
        unit={copy.manwon}
        placeholder={copy.optionalPlaceholder}
        reading={formatManwon(amountValue(officialPrice))}
      />
      <p className={pageStyles.hint}>{copy.officialPriceHint}</p>
      <button type="submit" className={cardStyles.submit}>
        {copy.valueAskSubmit}
      </button>
    </form>
  );
}
