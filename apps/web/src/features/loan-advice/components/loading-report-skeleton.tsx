import { loanAdviceCopy } from '../copy.ts';
import { LoadingSkeleton } from './loading-skeleton.tsx';

const { Bone, Card, Row } = LoadingSkeleton;

/** /report/{id} while it loads: the hero and the first sections. */
export function LoadingReportSkeleton({ title = loanAdviceCopy.loadingReportTitle }: { title?: string }) {
  return (
    <LoadingSkeleton title={title}>
      <Card>
        <Row>
          <Bone width={48} height={48} round />
          <Bone width="60%" height={22} />
        </Row>
        <Row>
          <Bone width="45%" height={44} />
          <Bone width="45%" height={44} />
        </Row>
        <Bone width="50%" height={12} />
      </Card>
      <Card>
        <Bone width="40%" height={18} />
        <Bone height={24} />
        <Bone width="80%" height={14} />
      </Card>
      <Card>
        <Bone width="35%" height={18} />
        <Bone height={14} />
        <Bone height={14} />
        <Bone width="60%" height={14} />
      </Card>
    </LoadingSkeleton>
  );
}
