import { loanAdviceCopy } from '../copy.ts';
import { LoadingSkeleton } from './loading-skeleton.tsx';

const { Bone, Card, Row } = LoadingSkeleton;

/** /loan-info-entry while it loads: one row per field (label, value, chevron). */
export function LoadingLoanInfoEntrySkeleton({ title = loanAdviceCopy.loadingLoanInfoEntryTitle }: { title?: string }) {
  return (
    <LoadingSkeleton title={title}>
      <Bone width="65%" height={28} />
      <Card>
        {[0, 1, 2, 3, 4, 5, 6].map((key) => (
          <Row key={key}>
            <Bone width="35%" height={16} />
            <span style={{ flex: 1 }} />
            <Bone width="25%" height={16} />
          </Row>
        ))}
      </Card>
      <Bone height={56} />
    </LoadingSkeleton>
  );
}
