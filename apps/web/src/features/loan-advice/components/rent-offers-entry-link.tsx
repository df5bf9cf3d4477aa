import { Link } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { loanAdviceCopy as copy } from '../copy.ts';
import styles from './entry-link.module.css';

/** The way into 전세·월세 비교 from another page. */
export function RentOffersEntryLink() {
  return (
    <Link className={styles.rentOffers} to={PATHS.rentOffers}>
      {copy.rentOffersEntryLink}
    </Link>
  );
}
