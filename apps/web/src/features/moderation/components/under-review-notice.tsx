import type { UnderReview } from '@jipsa/contracts';
import { HIDDEN_REASON_LABELS, moderationCopy as copy, REPORT_REASON_LABELS } from '../copy.ts';
import styles from './moderation.module.css';

/** What the author of a hidden item sees on it (issue 33): under review, and why. */
export function UnderReviewNotice({ review }: { review: UnderReview }) {
  return (
    <div className={styles.review} role="note" aria-label={copy.underReviewTitle}>
      <p className={styles.reviewTitle}>{copy.underReviewTitle}</p>
      <p>{HIDDEN_REASON_LABELS[review.hiddenReason]}</p>
      {review.reportReasons.length > 0 && (
        <p>
          {copy.underReviewReasons}: {review.reportReasons.map((reason) => REPORT_REASON_LABELS[reason]).join(', ')}
        </p>
      )}
      <p className={styles.reviewBody}>{copy.underReviewBody}</p>
    </div>
  );
}
