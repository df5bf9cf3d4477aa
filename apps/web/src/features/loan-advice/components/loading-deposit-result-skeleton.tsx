import { loanAdviceCopy } from '../copy.ts';
import { LoadingSkeleton } from './loading-skeleton.tsx';

const { Bone, Card, Row } = LoadingSkeleton;

/** /deposit-result while it loads: the lead, the sort chips and product cards. */
export function LoadingDepositResultSkeleton({ title = loanAdviceCopy.loadingDepositResultTitle }: { title?: string }) {
  return (
    <LoadingSkeleton title={title}>
      <Bone width="80%" height={28} />
      <Row>
        <Bone width={72} height={36} />
        <Bone width={72} height={36} />
      </Row>
      {[0, 1, 2].map((key) => (
        <Card key={key}>
          <Row>
            <Bone width={40} height={40} round />
            <div style={{ display: 'flex', flex: 1, flexDirection: 'column', gap: 8 }}>
              <Bone width="70%" height={18} />
              <Bone width="50%" height={14} />
            </div>
          </Row>
        </Card>
      ))}
      <Bone height={56} />
    </LoadingSkeleton>
  );
}
