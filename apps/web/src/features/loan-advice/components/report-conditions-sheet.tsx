import { commonCopy } from '../../../shared/copy/common-copy.ts';
import { Modal } from '../../../shared/ui/modal.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useUserInputInfoQuery } from '../api/user-input-info.ts';
import { reportCopy } from '../copy-report.ts';
import { conditionRows } from './report-condition-rows.ts';
import styles from './report-page.module.css';

export type ReportConditionsSheetProps = {
  userInputInfoId: string;
  open: boolean;
  onClose: () => void;
};

/** "적용 조건 보기": every answer the report was computed from, loaded when the sheet first opens. */
export function ReportConditionsSheet({ userInputInfoId, open, onClose }: ReportConditionsSheetProps) {
  const info = useUserInputInfoQuery(userInputInfoId, open);
  return (
    <Modal open={open} onClose={onClose} title={reportCopy.conditionsTitle}>
      <div className={styles.sheetBody}>
        {info.isPending && (
          <p className={styles.text} role="status">
            <Spinner size={20} />
            {reportCopy.conditionsLoading}
          </p>
        )}
        {info.isError && (
          <div role="alert">
            <p className={styles.alert}>{reportCopy.conditionsFailed}</p>
            <button type="button" className={styles.smallButton} onClick={() => void info.refetch()}>
              {commonCopy.retry}
            </button>
          </div>
        )}
        {info.data && (
          <dl className={styles.figures}>
            {conditionRows(info.data).map((row) => (
              <div key={row.label} className={styles.figureRow}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </Modal>
  );
}
