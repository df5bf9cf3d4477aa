import { loanAdviceCopy } from '../copy.ts';
import { LoadingSkeleton } from './loading-skeleton.tsx';

const { Bone, Card, Row } = LoadingSkeleton;

/** /deposit-entry while it loads: the question, the amount field and the badges. */
export function LoadingDepositEntrySkeleton({ title = loanAdviceCopy.loadingDepositEntryTitle }: { title?: string }) {
  return (
    <LoadingSkeleton title={title}>
      <Bone width="70%" height={28} />
      <Bone width="90%" height={16} />
      <Card>
        <Bone width="30%" height={14} />
        <Bone height={48} />
        <Bone width="40%" height={14} />
        <Row>
          {[0, 1, 2, 3].map((key) => (
            <Bone key={key} width="22%" height={36} />
          ))}
        </Row>
      </Card>
      <Bone height={56} />
    </LoadingSkeleton>
  );
}
