import type { JeonseSafetyRequest, JeonseSafetyResponse } from '@jipsa/contracts';
import { jeonseSafetyRequestSchema } from '@jipsa/contracts/jeonse-safety';
import { pointsToDepositTrouble } from '@jipsa/domain';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PATHS } from '../../../shared/config/paths.ts';
import { formatKoreanDate } from '../../../shared/format/format-korean-date.ts';
import { formatWon } from '../../../shared/format/format-won.ts';
import { jeonseSafetySearch } from '../../../shared/lib/jeonse-safety-search.ts';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { useRevealHeading } from '../../../shared/lib/use-reveal-heading.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import cardStyles from '../../../shared/ui/card.module.css';
import { ErrorView } from '../../../shared/ui/error-view.tsx';
import { RiskVerdict } from '../../../shared/ui/risk-verdict.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useJeonseSafetyQuery } from '../api/jeonse-safety.ts';
import { jeonseSafetyCopy as copy } from '../copy.ts';
import { readJeonseSafetyDraft, validateJeonseSafetyDraft } from '../lib/jeonse-safety-params.ts';
import { JeonseRatioBar } from './jeonse-ratio-bar.tsx';
import { JeonseSafetyBuildingAsk } from './jeonse-safety-building-ask.tsx';
import { JeonseSafetyChecked } from './jeonse-safety-checked.tsx';
import { JeonseSafetyValueAsk, type HouseValues } from './jeonse-safety-value-ask.tsx';
import pageStyles from '../../../shared/ui/question-page.module.css';
import styles from './jeonse-safety.module.css';
import { ShareActions } from '../../../shared/ui/share-actions.tsx';
import { KeepSafetyCheck } from '../kept/keep-safety-check.tsx';
import { SourceText } from '../../../shared/ui/source-text.tsx';

function ResultCard({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section className={cardStyles.card} aria-labelledby={id}>
      <h2 id={id} className={pageStyles.heading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

type JeonseSafetyAnswerProps = {
  answer: JeonseSafetyResponse;
  /** Asks again with a house value given on the page, when the answer had none. */
  onHouseValues: (values: HouseValues) => void;
  /** Asks again with the answer to the 위반건축물 question. */
  onBuildingViolation: (violation: boolean | null) => void;
  /** The entry page with this question, where the 등기부 can be read. */
  registryPath: string | null;
  verdictRef: RefObject<HTMLDivElement | null>;
};

function JeonseSafetyAnswer({
  answer,
  onHouseValues,
  onBuildingViolation,
  registryPath,
  verdictRef,
}: JeonseSafetyAnswerProps) {
  return (
    <>
      <RiskVerdict
        ref={verdictRef}
        level={answer.riskLevel}
        label={copy.levelLabel[answer.riskLevel]}
        text={copy.verdict[answer.riskLevel]}
      />
      {answer.notice && (
        <p className={cardStyles.notice} role="status">
          {answer.notice}
        </p>
      )}

      <ResultCard id="jeonse-reasons" heading={copy.reasonsHeading}>
        <ul className={styles.list}>
          {answer.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
        {registryPath && (
          <Link className={cardStyles.secondaryButton} to={registryPath}>
            {copy.registry.title}
          </Link>
        )}
        {pointsToDepositTrouble(answer.reasonCodes) && (
          <>
            <p className={pageStyles.hint}>{copy.depositTrouble.hint}</p>
            <Link className={cardStyles.secondaryButton} to={PATHS.depositTrouble}>
              {copy.depositTrouble.link}
            </Link>
          </>
        )}
      </ResultCard>

      <ResultCard id="jeonse-bar" heading={copy.barHeading}>
        {answer.housePrice !== null && answer.jeonseRatioPercent !== null ? (
          <>
            <p className={styles.value}>
              {copy.houseValue} {formatWon(answer.housePrice)} · {copy.basis[answer.housePriceBasis]}
            </p>
            {answer.recentSales && (
              <p className={pageStyles.hint}>
                {copy.recentSales(
                  answer.recentSales.transactionCount,
                  formatKoreanDate(answer.recentSales.latestDealDate),
                )}
              </p>
            )}
            <JeonseRatioBar ratioPercent={answer.jeonseRatioPercent} />
          </>
        ) : (
          <JeonseSafetyValueAsk onSubmit={onHouseValues} />
        )}
      </ResultCard>

      <ResultCard id="jeonse-building" heading={copy.building.heading}>
        <JeonseSafetyBuildingAsk building={answer.building} onAnswer={onBuildingViolation} />
      </ResultCard>
      <ResultCard id="jeonse-guarantees" heading={copy.guaranteesHeading}>
        <ul className={styles.guarantees}>
          {answer.guarantees.map((guarantee) => (
            <li key={guarantee.institution} className={styles.guarantee}>
              <p className={styles.guaranteeName}>
                {copy.guarantor[guarantee.institution]}
                {guarantee.isEstimate && <span className={styles.estimate}>{copy.estimate}</span>}
              </p>
              <p className={styles.guaranteeStatus} data-eligible={String(guarantee.eligible)}>
                {copy.guaranteeStatus(guarantee)}
              </p>
              {guarantee.reasons.map((reason) => (
                <p key={reason} className={pageStyles.hint}>
                  {reason}
                </p>
              ))}
            </li>
          ))}
        </ul>
      </ResultCard>

      <ResultCard id="jeonse-priority" heading={copy.priorityHeading}>
        {answer.smallDepositPriority.applies && (
          <p className={styles.value}>
            {copy.priorityAmount} {formatWon(answer.smallDepositPriority.protectedAmount)}
          </p>
        )}
        {answer.smallDepositPriority.reasons.map((reason) => (
          <p key={reason} className={pageStyles.hint}>
            {reason}
          </p>
        ))}
      </ResultCard>

      <ResultCard id="jeonse-checklist" heading={copy.checklistHeading}>
        <ol className={styles.checklist}>
          {answer.checklist.map((item) => (
            <li key={item.code}>
              <p className={styles.checkTitle}>{item.title}</p>
              <p className={pageStyles.hint}>{item.detail}</p>
            </li>
          ))}
        </ol>
      </ResultCard>

      <section className={styles.sources} aria-labelledby="jeonse-sources">
        <h2 id="jeonse-sources" className={styles.sourcesHeading}>
          {copy.sourcesHeading}
        </h2>
        <p>{copy.policyDate(formatKoreanDate(answer.policyDate))}</p>
        <ul>
          {answer.sources.map((source) => (
            <li key={source}>
              <SourceText source={source} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/**
 * `/jeonse-safety/result?…` (issue 12): the verdict in one sentence, its reasons, the bar of deposit + 선순위
 * against the house value, each guarantee, the 최우선변제 amount and the contract checklist. The question is the
 * URL, so a reload or a shared link asks again; a broken URL sends the person back to the form.
 */
export function JeonseSafetyResultPage() {
  useDocumentTitle(copy.resultTitle);
  const [searchParams] = useSearchParams();
  const draft = readJeonseSafetyDraft(searchParams);
  const validation = validateJeonseSafetyDraft(draft, jeonseSafetyRequestSchema);
  const query = useJeonseSafetyQuery(validation.ok ? validation.request : null);
  const editPath = `${PATHS.jeonseSafety}${jeonseSafetySearch(draft)}`;
  const updateLoanForm = useAppStore((state) => state.updateLoanForm);
  const navigate = useNavigate();
  const verdictRef = useRef<HTMLDivElement>(null);
  const [askedAgain, setAskedAgain] = useState(false);

  // The question is the URL, so a value given here is a new question: the same page asks and answers it in
  // place (replace: the answer without a value is not worth a back step).
  const askWithHouseValues = (values: HouseValues) => {
    setAskedAgain(true);
    void navigate({ search: jeonseSafetySearch({ ...draft, ...values }) }, { replace: true });
  };
  const askWithBuildingViolation = (buildingViolation: boolean | null) => {
    setAskedAgain(true);
    void navigate({ search: jeonseSafetySearch({ ...draft, buildingViolation }) }, { replace: true });
  };

  // The result opens with its heading focused (issue 50), so a screen reader starts there, not on the page body;
  // an answer asked again on the page gives the focus to the new verdict instead.
  const headingRef = useRevealHeading(null, !askedAgain);

  // The form that had focus is gone with the new answer; the new verdict takes it so it is read out.
  const answered = query.data;
  useEffect(() => {
    if (askedAgain && answered) verdictRef.current?.focus();
  }, [askedAgain, answered]);

  // The loan form takes this house as its own: the address, the deposit and the amounts that price it.
  const adviseWith = (request: JeonseSafetyRequest) => {
    updateLoanForm({
      districtCode: request.districtCode,
      dongName: request.dongName,
      jibun: request.jibun,
      buildingName: request.buildingName,
      rentHousingType: request.rentHousingType,
      exclusiveArea: request.exclusiveArea,
      rentalDeposit: request.rentalDeposit,
      ...(request.monthlyRent ? { monthlyRent: request.monthlyRent } : {}),
      housePrice: request.housePrice ?? null,
      officialPrice: request.officialPrice ?? null,
      priorLiens: request.priorLiens ?? null,
    });
    void navigate(PATHS.loanInfoEntry);
  };

  return (
    <section className={styles.page}>
      <h1 ref={headingRef} tabIndex={-1} className={pageStyles.question}>
        {copy.resultTitle}
      </h1>
      {validation.ok && <JeonseSafetyChecked request={validation.request} />}
      {!validation.ok ? (
        <p className={cardStyles.notice} role="alert">
          {copy.badRequest}
        </p>
      ) : query.isPending ? (
        <div className={styles.loading} role="status">
          <Spinner />
          <span>{copy.loading}</span>
        </div>
      ) : query.isError ? (
        <ErrorView onRetry={() => void query.refetch()} />
      ) : (
        <JeonseSafetyAnswer
          answer={query.data}
          onHouseValues={askWithHouseValues}
          onBuildingViolation={askWithBuildingViolation}
          registryPath={draft.registryFlags.length === 0 ? editPath : null}
          verdictRef={verdictRef}
        />
      )}
      {query.data && <ShareActions title={copy.resultTitle} />}
      {query.data && validation.ok && <KeepSafetyCheck request={validation.request} />}
      <div className={styles.actions}>
        <Link className={cardStyles.secondaryButton} to={editPath}>
          {copy.editInput}
        </Link>
        {validation.ok ? (
          <button type="button" className={cardStyles.submit} onClick={() => adviseWith(validation.request)}>
            {copy.toLoanAdvice}
          </button>
        ) : (
          <Link className={cardStyles.submit} to={PATHS.loanInfoEntry}>
            {copy.toLoanAdvice}
          </Link>
        )}
      </div>
    </section>
  );
}
