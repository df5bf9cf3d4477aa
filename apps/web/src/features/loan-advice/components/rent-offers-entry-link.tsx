import { Link } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { rentOffersCopy as copy } from '../copy-rent-offers.ts';
import styles from './rent-offers.module.css';

/** The way into 전세·월세 비교 from another page. */
export function RentOffersEntryLink() {
  return (
    <Link className={styles.entryLink} to={PATHS.rentOffers}>
      {copy.entryLink}
    </Link>
  );
}
