import type { RentHousingType } from '@jipsa/contracts';
import { RENT_HOUSING_TYPES } from '@jipsa/contracts/enum-values';
import { Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { searchAddresses } from '../../../shared/api/address-search.ts';
import { PATHS } from '../../../shared/config/paths.ts';
import { rentHousingTypeLabels } from '../../../shared/copy/rent-housing-type-labels.ts';
import { formatManwon, WON_PER_MANWON } from '../../../shared/format/format-manwon.ts';
import { addressText } from '../../../shared/lib/address-text.ts';
import { amountValue } from '../../../shared/lib/amount-entry.ts';
import { jeonseSafetySearch, type JeonseSafetyDraft } from '../../../shared/lib/jeonse-safety-search.ts';
import { preloadableComponent } from '../../../shared/lib/preloadable-component.tsx';
import { useDocumentTitle } from '../../../shared/lib/use-document-title.ts';
import { whenIdle } from '../../../shared/lib/when-idle.ts';
import { LOAN_FORM_DEFAULTS, type LoanForm } from '../../../shared/store/app-store.ts';
import { AmountField } from '../../../shared/ui/amount-field.tsx';
import cardStyles from '../../../shared/ui/card.module.css';
import { ChoiceChips } from '../../../shared/ui/choice-chips.tsx';
import { RegistryUpload, type ConfirmedRegistryHouse } from './registry-upload.tsx';
import { Modal } from '../../../shared/ui/modal.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { jeonseSafetyCopy as copy } from '../copy.ts';
import {
  loadJeonseSafetyRequestSchema,
  readJeonseSafetyDraft,
  validateJeonseSafetyDraft,
} from '../lib/jeonse-safety-params.ts';
import { addressFromRegistry, registryAddressParts } from '../lib/registry-address.ts';
import pageStyles from '../../../shared/ui/question-page.module.css';
import styles from './jeonse-safety.module.css';

// The address search opens on a tap, so its code (and the schema its 지번 and area checks use) is not part of the
// page's first load (issue 32); it loads once the page is idle, so a tap usually finds it here.
const AddressEditor = preloadableComponent(() =>
  import('../../../shared/ui/loan-form-address-editor.tsx').then((module) => module.LoanFormAddressEditor),
);

const HOUSING_TYPE_OPTIONS = RENT_HOUSING_TYPES.map((value) => ({
  value,
  label: rentHousingTypeLabels[value],
}));
type AmountKey = 'rentalDeposit' | 'monthlyRent' | 'housePrice' | 'officialPrice' | 'priorLiens';
type FieldErrors = Partial<Record<keyof JeonseSafetyDraft, string>>;

const toManwonText = (won: number | null) => (won === null ? '' : String(Math.floor(won / WON_PER_MANWON)));
const toWon = (manwonText: string) => (manwonText === '' ? null : amountValue(manwonText) * WON_PER_MANWON);

/**
 * `/jeonse-safety` (issue 12): the address (the loan form's search), the house type and area, the deposit and
 * the house-value questions with where each figure is found. The question goes to the result page in the URL.
 * Reached from the deposit entry, the loan form and a report, each passing what it already knows.
 */
export function JeonseSafetyEntryPage() {
  useDocumentTitle(copy.entryTitle);
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [draft, setDraft] = useState(() => readJeonseSafetyDraft(searchParams));
  const [amounts, setAmounts] = useState<Record<AmountKey, string>>(() => ({
    rentalDeposit: toManwonText(draft.rentalDeposit),
    monthlyRent: toManwonText(draft.monthlyRent),
    housePrice: toManwonText(draft.housePrice),
    officialPrice: toManwonText(draft.officialPrice),
    priorLiens: toManwonText(draft.priorLiens),
  }));
  const [areaText, setAreaText] = useState(draft.exclusiveArea === null ? '' : String(draft.exclusiveArea));
  const [addressOpen, setAddressOpen] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Whether the address was taken from the uploaded 등기부, or could not be (the person then chooses it). */
  const [registryAddress, setRegistryAddress] = useState<'FILLED' | 'NOT_FOUND' | null>(null);
  const addressButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => whenIdle(() => void AddressEditor.preload().catch(() => undefined)), []);

  const place = addressText(draft);
  const addressForm: LoanForm = {
    ...LOAN_FORM_DEFAULTS,
    buildingName: draft.buildingName,
    dongName: draft.dongName,
    jibun: draft.jibun,
  };

  const chooseAddress = (changes: Partial<LoanForm>) => {
    setDraft((current) => ({
      ...current,
      districtCode: changes.districtCode ?? current.districtCode,
      dongName: changes.dongName ?? current.dongName,
      jibun: changes.jibun ?? current.jibun,
      buildingName: changes.buildingName ?? current.buildingName,
      rentHousingType: changes.rentHousingType ?? current.rentHousingType,
      exclusiveArea: changes.exclusiveArea ?? current.exclusiveArea,
    }));
    if (changes.exclusiveArea) setAreaText(String(changes.exclusiveArea));
    setErrors((current) => ({ ...current, districtCode: undefined, dongName: undefined, exclusiveArea: undefined }));
    setRegistryAddress(null);
    setAddressOpen(false);
  };

  // A blank address takes the registry's 소재지번 when the address search finds its one district (issue 50).
  const fillAddressFromRegistry = async (address: string, buildingName: string | null) => {
    const parts = registryAddressParts(address);
    const found =
      parts === null
        ? null
        : await searchAddresses(parts.district, 1).then(
            (page) => addressFromRegistry(address, buildingName, page.addresses),
            () => null,
          );
    if (found === null) {
      setRegistryAddress('NOT_FOUND');
      return;
    }
    setDraft((current) => (current.districtCode === null ? { ...current, ...found } : current));
    setErrors((current) => ({ ...current, districtCode: undefined, dongName: undefined }));
    setRegistryAddress('FILLED');
  };

  // The registry's sum, rounded up to the field's 만원: a prior claim is never counted smaller than it is.
  const applyRegistry = ({
    priorLiens,
    registryFlags,
    exclusiveArea,
    rentHousingType,
    address,
    buildingName,
  }: ConfirmedRegistryHouse) => {
    setAmounts((current) => ({ ...current, priorLiens: String(Math.ceil(priorLiens / WON_PER_MANWON)) }));
    // A blank form takes the house type the registry shows (issue 50); a chosen one stays, warned about if it differs.
    setDraft((current) => ({ ...current, registryFlags, rentHousingType: current.rentHousingType ?? rentHousingType }));
    if (areaText.trim() === '' && exclusiveArea !== null) setAreaText(String(exclusiveArea));
    setErrors((current) => ({ ...current, priorLiens: undefined, rentHousingType: undefined }));
    if (draft.districtCode === null && address !== null) void fillAddressFromRegistry(address, buildingName);
  };

  const changeAmount = (key: AmountKey) => (value: string) => {
    setAmounts((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const area = areaText.trim() === '' ? null : Number(areaText);
    const next: JeonseSafetyDraft = {
      ...draft,
      exclusiveArea: area !== null && Number.isFinite(area) ? area : null,
      rentalDeposit: toWon(amounts.rentalDeposit),
      monthlyRent: toWon(amounts.monthlyRent),
      housePrice: toWon(amounts.housePrice),
      officialPrice: toWon(amounts.officialPrice),
      priorLiens: toWon(amounts.priorLiens),
    };
    const validation = validateJeonseSafetyDraft(next, await loadJeonseSafetyRequestSchema());
    if (!validation.ok) {
      const fieldErrors: FieldErrors = { ...validation.fieldErrors };
      if (next.rentalDeposit === null || next.rentalDeposit === 0) fieldErrors.rentalDeposit = copy.depositRequired;
      if (areaText.trim() !== '' && next.exclusiveArea === null) fieldErrors.exclusiveArea = copy.areaInvalid;
      setErrors(fieldErrors);
      if (fieldErrors.districtCode || fieldErrors.dongName) addressButtonRef.current?.focus();
      return;
    }
    setDraft(next);
    // The entry keeps the answers in its own URL, so the back button returns to a filled form.
    void navigate({ search: jeonseSafetySearch(next) }, { replace: true });
    void navigate(`${PATHS.jeonseSafetyResult}${jeonseSafetySearch(next)}`);
  };

  const addressError = errors.districtCode ?? errors.dongName;
  return (
    <section className={styles.page}>
      <h1 className={pageStyles.title}>{copy.entryTitle}</h1>
      <p className={pageStyles.question}>{copy.entryQuestion}</p>
      <p className={pageStyles.hint}>{copy.entryHint}</p>

      <form className={pageStyles.form} onSubmit={(event) => void submit(event)} noValidate>
        <div className={cardStyles.card}>
          <p className={styles.label} id="jeonse-safety-address">
            {copy.addressLabel}
          </p>
          {place && <p className={styles.value}>{place}</p>}
          <button
            ref={addressButtonRef}
            type="button"
            className={cardStyles.secondaryButton}
            aria-describedby={addressError ? 'jeonse-safety-address-error' : undefined}
            onClick={() => setAddressOpen(true)}
          >
            {place ? copy.addressChange : copy.addressSearch}
          </button>
          {registryAddress && (
            <p className={pageStyles.hint} role="status">
              {registryAddress === 'FILLED' ? copy.addressFromRegistry : copy.addressNotFromRegistry}
            </p>
          )}
          {addressError && (
            <p id="jeonse-safety-address-error" className={pageStyles.error} role="alert">
              {addressError}
            </p>
          )}
        </div>

        <div className={cardStyles.card}>
          <ChoiceChips<RentHousingType>
            legend={copy.housingTypeLabel}
            options={HOUSING_TYPE_OPTIONS}
            value={draft.rentHousingType}
            columns={2}
            onChange={(rentHousingType) => {
              setDraft((current) => ({ ...current, rentHousingType }));
              setErrors((current) => ({ ...current, rentHousingType: undefined }));
            }}
            error={errors.rentHousingType ?? null}
          />
        </div>

        <div className={cardStyles.card}>
          <label className={styles.label} htmlFor="jeonse-safety-area">
            {copy.areaLabel}
          </label>
          <div className={styles.inline}>
            <input
              id="jeonse-safety-area"
              className={styles.input}
              inputMode="decimal"
              placeholder={copy.areaPlaceholder}
              value={areaText}
              aria-invalid={errors.exclusiveArea ? true : undefined}
              aria-describedby={errors.exclusiveArea ? 'jeonse-safety-area-error' : undefined}
              onChange={(event) => {
                setAreaText(event.target.value.replace(/[^\d.]/g, ''));
                setErrors((current) => ({ ...current, exclusiveArea: undefined }));
              }}
            />
            <span className={styles.unit}>{copy.areaUnit}</span>
          </div>
          {errors.exclusiveArea && (
            <p id="jeonse-safety-area-error" className={pageStyles.error} role="alert">
              {errors.exclusiveArea}
            </p>
          )}
        </div>

        <div className={cardStyles.card}>
          <AmountField
            label={copy.depositLabel}
            value={amounts.rentalDeposit}
            onChange={changeAmount('rentalDeposit')}
            unit={copy.manwon}
            placeholder={copy.depositPlaceholder}
            reading={formatManwon(amountValue(amounts.rentalDeposit))}
            error={errors.rentalDeposit ?? null}
          />
        </div>

        <div className={cardStyles.card}>
          <AmountField
            label={copy.monthlyRentLabel}
            value={amounts.monthlyRent}
            onChange={changeAmount('monthlyRent')}
            unit={copy.manwon}
            placeholder={copy.optionalPlaceholder}
            reading={formatManwon(amountValue(amounts.monthlyRent))}
            error={errors.monthlyRent ?? null}
          />
          <p className={pageStyles.hint}>{copy.monthlyRentHint}</p>
        </div>

        <RegistryUpload
          entered={{
            dongName: draft.dongName,
            jibun: draft.jibun,
            rentHousingType: draft.rentHousingType,
            exclusiveArea: areaText.trim() === '' ? null : Number(areaText),
          }}
          confirmedFlags={draft.registryFlags}
          onConfirm={applyRegistry}
        />

        {(
          [
            ['housePrice', copy.housePriceLabel, copy.housePriceHint],
            ['officialPrice', copy.officialPriceLabel, copy.officialPriceHint],
            ['priorLiens', copy.priorLiensLabel, copy.priorLiensHint],
          ] as const
        ).map(([key, label, hint]) => (
          <div className={cardStyles.card} key={key}>
            <AmountField
              label={label}
              value={amounts[key]}
              onChange={changeAmount(key)}
              unit={copy.manwon}
              placeholder={copy.optionalPlaceholder}
              reading={formatManwon(amountValue(amounts[key]))}
              error={errors[key] ?? null}
            />
            <p className={pageStyles.hint}>{hint}</p>
          </div>
        ))}

        <button type="submit" className={cardStyles.submit}>
          {copy.submit}
        </button>
      </form>

      <Modal open={addressOpen} onClose={() => setAddressOpen(false)} title={copy.addressSheetTitle}>
        {addressOpen && (
          <Suspense fallback={<Spinner />}>
            <AddressEditor.Component form={addressForm} onComplete={chooseAddress} />
          </Suspense>
        )}
      </Modal>
    </section>
  );
}
