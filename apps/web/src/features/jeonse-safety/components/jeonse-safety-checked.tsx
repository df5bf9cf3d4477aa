import type { JeonseSafetyRequest } from '@jipsa/contracts';
import { rentHousingTypeLabels } from '../../../shared/copy/rent-housing-type-labels.ts';
import { formatWon } from '../../../shared/format/format-won.ts';
import { addressText } from '../../../shared/lib/address-text.ts';
import { jeonseSafetyCopy as copy } from '../copy.ts';
import styles from './jeonse-safety.module.css';

/**
 * What the verdict was computed from, above it (issue 26): the person sees at once that the check is of their
 * address and their deposit, and which house values it had.
 */
export function JeonseSafetyChecked({ request }: { request: JeonseSafetyRequest }) {
  const rows: [label: string, value: string][] = [
    [copy.checkedAddress, addressText(request) ?? ''],
    [
      copy.checkedHouse,
      `${rentHousingTypeLabels[request.rentHousingType]} · ${copy.checkedArea(request.exclusiveArea)}`,
    ],
    [copy.checkedDeposit, formatWon(request.rentalDeposit)],
  ];
  if (request.monthlyRent) rows.push([copy.checkedMonthlyRent, formatWon(request.monthlyRent)]);
  if (request.housePrice) rows.push([copy.checkedHousePrice, formatWon(request.housePrice)]);
  if (request.officialPrice) rows.push([copy.checkedOfficialPrice, formatWon(request.officialPrice)]);
  if (request.priorLiens) rows.push([copy.checkedPriorLiens, formatWon(request.priorLiens)]);

  return (
    <section className={styles.checked} aria-labelledby="jeonse-checked">
      <h2 id="jeonse-checked" className={styles.checkedHeading}>
        {copy.checkedHeading}
      </h2>
      <dl className={styles.checkedRows}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.checkedRow}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
