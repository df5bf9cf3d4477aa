import type { LoanAdviceReport } from '@jipsa/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { formatWon } from '../../../shared/format/format-won.ts';
import { jeonseSafetySearch } from '../../../shared/lib/jeonse-safety-search.ts';
import cardStyles from '../../../shared/ui/card.module.css';
import { RiskVerdict } from '../../../shared/ui/risk-verdict.tsx';
import { userInputInfoQueryOptions } from '../api/user-input-info.ts';
import { reportJeonseSafetyCopy as copy } from '../copy-report.ts';
import styles from './report-page.module.css';
import { ReportSection } from './report-section.tsx';

/**
 * The report's deposit-safety verdict for its address (computed with the report and stored with it) and the way
 * to the full check, asked with the report's own answers — read only when the person asks for it.
 */
export function ReportJeonseSafety({ report }: { report: LoanAdviceReport }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isOpening, setIsOpening] = useState(false);
  const safety = report.jeonseSafety;

  const openFullCheck = async () => {
    setIsOpening(true);
    try {
      const input = await queryClient.fetchQuery(userInputInfoQueryOptions(report.userInputInfoId));
      const search = jeonseSafetySearch({
        districtCode: input.districtCode,
        dongName: input.dongName,
        jibun: input.jibun,
        buildingName: input.buildingName,
        rentHousingType: input.rentHousingType,
        exclusiveArea: input.exclusiveArea,
        rentalDeposit: input.rentalDeposit,
        housePrice: input.housePrice ?? null,
        officialPrice: input.officialPrice ?? null,
        priorLiens: input.priorLiens ?? null,
      });
      await navigate(`${PATHS.jeonseSafetyResult}${search}`);
    } catch {
      // The answers could not be read: the form asks for them instead.
      await navigate(PATHS.jeonseSafety);
    }
  };
  return (
    <ReportSection title={copy.heading}>
      {safety === null ? (
        <p className={styles.text}>{copy.unknown}</p>
      ) : (
        <>
          <RiskVerdict
            level={safety.riskLevel}
            label={copy.levelLabel[safety.riskLevel]}
            text={copy.verdict[safety.riskLevel]}
          />
          <ul className={styles.safetyReasons}>
            {safety.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
            {safety.smallDepositProtectedAmount > 0 && (
              <li>
                {copy.smallDepositProtected} {formatWon(safety.smallDepositProtectedAmount)}
              </li>
            )}
          </ul>
        </>
      )}
      <button
        type="button"
        className={cardStyles.secondaryButton}
        disabled={isOpening}
        aria-busy={isOpening}
        onClick={() => void openFullCheck()}
      >
        {copy.open}
      </button>
    </ReportSection>
  );
}
