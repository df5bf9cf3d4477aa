import {
  DEPOSIT_TROUBLE_CONTACTS,
  LANDLORD_LIST_LINK,
  type DepositTroubleContact,
  type LandlordListLink,
} from '@jipsa/domain';
import { useId } from 'react';
import cardStyles from '../../../shared/ui/card.module.css';
import { depositTroubleCopy as copy } from '../copy.ts';
import pageStyles from '../../../shared/ui/question-page.module.css';
import planStyles from '../../../shared/ui/plan-page.module.css';
import styles from './deposit-trouble.module.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/**
 * "도움받을 곳": who to call (전세피해지원센터, 대한법률구조공단, HUG's auction support) with the day each was checked,
 * and HUG's list of landlords who failed to return deposits (a link: the list is not copied). Shown on every state of
 * the page; the plan carries the same entries, so a plan's are shown once it has come.
 */
export function HelpContacts({
  contacts = DEPOSIT_TROUBLE_CONTACTS,
  landlordList = LANDLORD_LIST_LINK,
}: {
  contacts?: readonly DepositTroubleContact[];
  landlordList?: LandlordListLink;
}) {
  const headingId = useId();
  return (
    <section className={`${cardStyles.card} ${styles.help}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={pageStyles.heading}>
        {copy.helpHeading}
      </h2>
      <ul className={planStyles.list}>
        {contacts.map((contact) => (
          <li key={contact.code} className={styles.contact}>
            <span className={styles.contactName}>{contact.name}</span>
            {contact.phone !== null && (
              // The name is said before the number only to screen readers: the visible number stays a whole word of it.
              <a className={styles.phone} href={telHref(contact.phone)}>
                <span className="visually-hidden">{contact.name}</span> {contact.phone}{' '}
                <span className="visually-hidden">{copy.call}</span>
              </a>
            )}
            {contact.url !== null && (
              <a className={styles.link} href={contact.url} target="_blank" rel="noreferrer">
                {copy.website}
              </a>
            )}
            <span className={planStyles.text}>{contact.detail}</span>
            <span className={planStyles.small}>{copy.checkedOn(contact.checkedOn)}</span>
          </li>
        ))}
        <li className={styles.contact}>
          <a className={styles.link} href={landlordList.url} target="_blank" rel="noreferrer">
            {copy.landlordList(landlordList.title)}
          </a>
          <span className={planStyles.small}>{landlordList.publisher}</span>
          <span className={planStyles.text}>{landlordList.contains}</span>
          <span className={planStyles.small}>
            {landlordList.listedWhen} {copy.checkedOn(landlordList.checkedOn)}
          </span>
        </li>
      </ul>
    </section>
  );
}
