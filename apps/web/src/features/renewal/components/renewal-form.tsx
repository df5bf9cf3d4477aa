import { formatManwon } from '../../../shared/format/format-manwon.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import {
  PlanAmountField,
  PlanChoice,
  PlanDateField,
  PlanForm,
  PlanGroup,
  planOptions,
  PlanToggle,
  yesNoOptions,
  type PlanFieldProps,
} from '../../../shared/ui/plan-form-fields.tsx';
import { renewalCopy as copy } from '../copy.ts';
import { hasLoan, isFundLoan, type RenewalDraft, type RenewalDraftField } from '../lib/renewal-draft.ts';
import type { RenewalErrors } from '../lib/renewal-request.ts';
import pageStyles from '../../../shared/ui/question-page.module.css';

type Change = (field: RenewalDraftField) => (value: string) => void;
type FieldProps = PlanFieldProps<RenewalDraftField>;

const TERM_ORIGINS = planOptions(copy.termOrigins);
const LOAN_KINDS = planOptions(copy.loanKinds);
const GUARANTEES = planOptions(copy.guarantees);
const LOAN_GUARANTORS = GUARANTEES.filter((option) => option.value !== 'NONE');
const YES_NO = yesNoOptions(copy.yes, copy.no);

/** An amount in 만원 with its Korean reading. */
function ManwonField(props: FieldProps & { placeholder?: string }) {
  return (
    <PlanAmountField {...props} unit={copy.manwon} reading={formatManwon(amountValue(props.draft[props.field]))} />
  );
}

/** A rate in percent, up to three decimals. */
function PercentField(props: FieldProps) {
  return <PlanAmountField {...props} unit={copy.percent} placeholder={copy.ratePlaceholder} decimal maxDecimals={3} />;
}

/** A whole count (extensions, children). */
function CountField(props: FieldProps & { unit: string }) {
  return <PlanAmountField {...props} placeholder="0" />;
}

/**
 * The planner's questions, each shown only when its answer changes the plan: the offer's amounts once there is an
 * offer, the loan's facts once there is a loan (children for a 버팀목, the guarantor and 수도권 for a bank loan), the
 * refinance offer with a loan, the next home when asked for.
 */
export function RenewalForm({
  draft,
  errors,
  onChange,
  onSubmit,
  submitLabel,
  submitting,
}: {
  draft: RenewalDraft;
  errors: RenewalErrors;
  onChange: (field: RenewalDraftField, value: string) => void;
  onSubmit: () => void;
  submitLabel: string;
  submitting: boolean;
}) {
  const change: Change = (field) => (value) => onChange(field, value);
  const props = { draft, errors, change };
  return (
    <PlanForm
      label={copy.title}
      onSubmit={onSubmit}
      error={errors.form}
      submitLabel={submitLabel}
      submitting={submitting}
    >
      <PlanGroup legend={copy.leaseLegend}>
        <PlanDateField field="leaseStart" label={copy.leaseStart} {...props} />
        <PlanDateField field="leaseEnd" label={copy.leaseEnd} {...props} />
        <ManwonField field="deposit" label={copy.deposit} placeholder={copy.depositPlaceholder} {...props} />
        <ManwonField field="rent" label={copy.rent} placeholder={copy.rentPlaceholder} {...props} />
        <PlanChoice field="termOrigin" label={copy.termOrigin} choices={TERM_ORIGINS} {...props} />
      </PlanGroup>

      <PlanGroup legend={copy.offerLegend}>
        <PlanToggle field="hasOffer" label={copy.offerToggle} {...props} />
        {draft.hasOffer === '1' && (
          <>
            <ManwonField
              field="offerDeposit"
              label={copy.offerDeposit}
              placeholder={copy.depositPlaceholder}
              {...props}
            />
            <ManwonField field="offerRent" label={copy.offerRent} placeholder={copy.rentPlaceholder} {...props} />
          </>
        )}
      </PlanGroup>

      <PlanGroup legend={copy.loanLegend}>
        <PlanChoice field="loanKind" label={copy.loanKind} choices={LOAN_KINDS} {...props} />
        {hasLoan(draft) && (
          <>
            <ManwonField field="loanBalance" label={copy.loanBalance} {...props} />
            <PercentField field="loanRate" label={copy.loanRate} {...props} />
            <PlanDateField field="loanDrawnOn" label={copy.loanDrawnOn} {...props} />
            <PlanDateField field="loanMaturesOn" label={copy.loanMaturesOn} {...props} />
            <CountField field="loanExtensions" label={copy.loanExtensions} unit={copy.times} {...props} />
          </>
        )}
        {draft.loanKind === 'BANK' && (
          <>
            <PlanChoice field="loanGuarantor" label={copy.loanGuarantor} choices={LOAN_GUARANTORS} {...props} />
            <PlanChoice field="metroArea" label={copy.metroArea} choices={YES_NO} {...props} />
          </>
        )}
        {isFundLoan(draft) && (
          <>
            <CountField field="minorChildren" label={copy.minorChildren} unit={copy.people} {...props} />
            <p className={pageStyles.hint}>{copy.minorChildrenHint}</p>
          </>
        )}
        {hasLoan(draft) && <PlanToggle field="hasRefinance" label={copy.refinanceToggle} {...props} />}
        {hasLoan(draft) && draft.hasRefinance === '1' && (
          <>
            <PercentField field="refinanceRate" label={copy.refinanceRate} {...props} />
            <PercentField field="prepaymentFeeRate" label={copy.prepaymentFeeRate} {...props} />
            <PercentField field="newGuaranteeFeeRate" label={copy.newGuaranteeFeeRate} {...props} />
          </>
        )}
      </PlanGroup>

      <PlanGroup legend={copy.guaranteeLegend}>
        <PlanChoice field="guarantee" label={copy.guarantee} choices={GUARANTEES} {...props} />
        {draft.guarantee !== '' && draft.guarantee !== 'NONE' && (
          <PercentField field="guaranteeFeeRate" label={copy.guaranteeFeeRate} {...props} />
        )}
      </PlanGroup>

      <PlanGroup legend={copy.moveLegend}>
        {/* The move's hint gives way to its error here. */}
        <PlanDateField
          field="plannedMoveOn"
          label={copy.plannedMoveOn}
          hint={errors.plannedMoveOn ? undefined : copy.plannedMoveHint}
          {...props}
        />
        <PlanToggle field="hasNextHome" label={copy.nextHomeToggle} {...props} />
        {draft.hasNextHome === '1' && (
          <>
            <ManwonField
              field="nextDeposit"
              label={copy.nextDeposit}
              placeholder={copy.depositPlaceholder}
              {...props}
            />
            <ManwonField field="nextRent" label={copy.nextRent} placeholder={copy.rentPlaceholder} {...props} />
            <ManwonField field="movingCost" label={copy.movingCost} placeholder={copy.rentPlaceholder} {...props} />
          </>
        )}
      </PlanGroup>
    </PlanForm>
  );
}
