import { formatManwon } from '../../../shared/format/format-manwon.ts';
import { formatPayment } from '../../../shared/format/format-won.ts';
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
import { depositTroubleCopy as copy } from '../copy.ts';
import {
  holdsGuarantee,
  registrationAhead,
  type DepositTroubleDraft,
  type DepositTroubleDraftField,
} from '../lib/deposit-trouble-draft.ts';
import type { DepositTroubleErrors } from '../lib/deposit-trouble-request.ts';
import pageStyles from '../../../shared/ui/question-page.module.css';

type Change = (field: DepositTroubleDraftField) => (value: string) => void;
type FieldProps = PlanFieldProps<DepositTroubleDraftField>;

const RETURN_STATES = planOptions(copy.depositReturnedOptions);
const GUARANTEES = planOptions(copy.guarantees);
const TRI_STATES = planOptions(copy.triStates);
const YES_NO = yesNoOptions(copy.yes, copy.no);

/** An amount in 만원 with its Korean reading (the app's keypad field). */
function ManwonField(props: FieldProps) {
  return (
    <PlanAmountField
      {...props}
      unit={copy.manwon}
      placeholder={copy.depositPlaceholder}
      reading={formatManwon(amountValue(props.draft[props.field]))}
    />
  );
}

/**
 * The guide's questions, each shown only when its answer changes the plan: the notice day after 묵시적 갱신, the
 * unreturned amount when part came back, the jeonse loan with a guarantee (the claim repays the bank first), the
 * court-cost inputs while the 임차권 is not on the registry.
 */
export function DepositTroubleForm({
  draft,
  errors,
  onChange,
  onSubmit,
  submitLabel,
  submitting,
}: {
  draft: DepositTroubleDraft;
  errors: DepositTroubleErrors;
  onChange: (field: DepositTroubleDraftField, value: string) => void;
  onSubmit: () => void;
  submitLabel: string;
  submitting: boolean;
}) {
  const change: Change = (field) => (value) => onChange(field, value);
  const props = { draft, errors, change };
  const serviceFee = amountValue(draft.serviceFeeUnit);
  return (
    <PlanForm
      label={copy.title}
      onSubmit={onSubmit}
      error={errors.form}
      submitLabel={submitLabel}
      submitting={submitting}
    >
      <PlanGroup legend={copy.leaseLegend}>
        <PlanDateField field="leaseEndsOn" label={copy.leaseEndsOn} {...props} />
        <PlanToggle field="tacitRenewal" label={copy.tacitRenewal} {...props} />
        {draft.tacitRenewal === '1' && (
          <PlanDateField
            field="tacitRenewalNoticeReceivedOn"
            label={copy.tacitRenewalNoticeReceivedOn}
            hint={copy.tacitRenewalHint}
            {...props}
          />
        )}
        <PlanDateField
          field="firstContractDate"
          label={copy.firstContractDate}
          hint={copy.firstContractHint}
          {...props}
        />
        <ManwonField field="deposit" label={copy.deposit} {...props} />
      </PlanGroup>

      <PlanGroup legend={copy.returnLegend}>
        <PlanChoice field="depositReturned" label={copy.depositReturned} choices={RETURN_STATES} {...props} />
        {draft.depositReturned === 'PART' && (
          <ManwonField field="unreturnedAmount" label={copy.unreturnedAmount} {...props} />
        )}
        <PlanChoice field="movedOut" label={copy.movedOut} choices={YES_NO} {...props} />
        <PlanChoice field="moveInReported" label={copy.moveInReported} choices={YES_NO} {...props} />
        <PlanChoice field="fixedDateStamped" label={copy.fixedDateStamped} choices={YES_NO} {...props} />
        <PlanChoice field="leaseRegistered" label={copy.leaseRegistered} choices={YES_NO} {...props} />
      </PlanGroup>

      <PlanGroup legend={copy.guaranteeLegend}>
        <PlanChoice field="guarantee" label={copy.guarantee} choices={GUARANTEES} {...props} />
        {holdsGuarantee(draft) && (
          <PlanChoice field="jeonseLoanOutstanding" label={copy.jeonseLoanOutstanding} choices={YES_NO} {...props} />
        )}
      </PlanGroup>

      <PlanGroup legend={copy.houseLegend}>
        <PlanChoice field="auctionStarted" label={copy.auctionStarted} choices={YES_NO} {...props} />
        <PlanChoice field="seizureStarted" label={copy.seizureStarted} choices={YES_NO} {...props} />
        <PlanChoice field="manyTenantsAtRisk" label={copy.manyTenantsAtRisk} choices={TRI_STATES} {...props} />
        <PlanChoice field="intentNotToReturn" label={copy.intentNotToReturn} choices={TRI_STATES} {...props} />
      </PlanGroup>

      {registrationAhead(draft) && (
        <PlanGroup legend={copy.costLegend}>
          <PlanAmountField field="landlords" label={copy.landlords} unit={copy.people} placeholder="1" {...props} />
          <PlanAmountField
            field="serviceFeeUnit"
            label={copy.serviceFeeUnit}
            unit={copy.wonUnit}
            placeholder="5200"
            reading={draft.serviceFeeUnit === '' ? null : formatPayment(serviceFee)}
            {...props}
          />
          <p className={pageStyles.hint}>{copy.serviceFeeHint}</p>
        </PlanGroup>
      )}
    </PlanForm>
  );
}
