import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import type { DsrLoanType, InterestRateType, LoanProfileRequest, RepaymentType } from '@jipsa/contracts';
import type { Won } from '@jipsa/domain';
import { APP_STORAGE_PREFIX } from '../lib/storage-keys.ts';

/** The unit the DSR term and grace cards share (spec §2 "DSR loan-add page"). */
export type PeriodUnit = '년' | '월';

/** A loan the DSR page hands to the calculator (spec §3 "The added-loan object"): 원, percent, months. */
export type DsrLoanEntry = {
  loanType: DsrLoanType;
  principal: Won;
  interestRatePercentage: number;
  term: number;
  gracePeriod: number;
  repaymentType: RepaymentType;
  maturityPaymentAmount: Won;
  interestRateType: InterestRateType;
  isMetroArea: boolean;
  /** A 전세대출's facts for the 10·15 rule, as the contract parsed them (absent on other loans and older lists). */
  loanDate?: string;
  extendedWithoutIncrease?: boolean;
  leaseSignedDate?: string;
  isPolicyLoan?: boolean;
};

/**
 * The loan form (spec §3 "Loan form state"): every field of the contract's `LoanProfile`, `null` while
 * not answered yet. Amounts in 원, `exclusiveArea` in ㎡.
 */
export type LoanForm = { [Field in keyof LoanProfileRequest]: LoanProfileRequest[Field] | null };

/**
 * The loan form's starting state: nothing answered but the newborn checkbox. The spec starts with a sample
 * house (무주택, 역삼래미안 55㎡ 아파트); answering for the person led to advice on a home they never chose, so the
 * house questions start unanswered like the others (issue 11, ADR 0016).
 */
export const LOAN_FORM_DEFAULTS: LoanForm = {
  rentalDeposit: null,
  monthlyRent: null,
  cashOnHand: null,
  age: null,
  hasNewborn: false,
  maritalStatus: null,
  annualIncome: null,
  spouseAnnualIncome: null,
  childStatus: null,
  isSMEEmployee: null,
  isLowIncomeOrSingleParent: null,
  isOwnedHomeOver900M: null,
  houseOwnershipType: null,
  isNetAssetOver345M: null,
  rentHousingType: null,
  exclusiveArea: null,
  buildingName: null,
  districtCode: null,
  dongName: null,
  jibun: null,
  ownershipTransferOnBalanceDay: null,
  isElectronicContract: null,
};

const ADDRESS_FIELDS = ['districtCode', 'dongName', 'jibun'] as const;

/**
 * The form with `changes` applied. The house-value amounts (issue 12) describe one house: a new address
 * without new amounts drops the old ones, so they never price a different home.
 */
export function withLoanFormChanges(form: LoanForm, changes: Partial<LoanForm>): LoanForm {
  const next = { ...form, ...changes };
  const movedHouse = ADDRESS_FIELDS.some((field) => field in changes && changes[field] !== form[field]);
  const bringsAmounts = 'housePrice' in changes || 'officialPrice' in changes || 'priorLiens' in changes;
  if (!movedHouse || bringsAmounts) return next;
  const { housePrice: _price, officialPrice: _official, priorLiens: _liens, ...rest } = next;
  return rest;
}

export type AppState = {
  loanInfoStep: number;
  /** True while any API request runs; the spinner shows it only after a delay. */
  isLoading: boolean;
  isLoginModalOpen: boolean;
  isAuthenticated: boolean;
  periodUnit: PeriodUnit;
  dsrLoans: DsrLoanEntry[];
  annualIncome: Won | null;
  loanForm: LoanForm;
};

export type AppActions = {
  setLoanInfoStep: (step: number) => void;
  setLoading: (isLoading: boolean) => void;
  openLoginModal: () => void;
  closeLoginModal: () => void;
  setAuthenticated: (isAuthenticated: boolean) => void;
  setPeriodUnit: (unit: PeriodUnit) => void;
  addDsrLoan: (loan: DsrLoanEntry) => void;
  replaceDsrLoan: (index: number, loan: DsrLoanEntry) => void;
  removeDsrLoan: (index: number) => void;
  setAnnualIncome: (annualIncome: Won | null) => void;
  updateLoanForm: (changes: Partial<LoanForm>) => void;
  resetLoanForm: () => void;
};

/** A fresh copy of the spec's initial client state (tests reset the store with it). */
export function createInitialAppState(): AppState {
  return {
    loanInfoStep: 1,
    isLoading: false,
    isLoginModalOpen: false,
    isAuthenticated: false,
    periodUnit: '년',
    dsrLoans: [],
    annualIncome: null,
    loanForm: { ...LOAN_FORM_DEFAULTS },
  };
}

/**
 * sessionStorage key of what a reload keeps: the loan form and its step, and the DSR calculator's loans,
 * income and period unit.
 */
export const LOAN_FORM_STORAGE_KEY = `${APP_STORAGE_PREFIX}LoanForm`;

/**
 * The loan form's answers kept on this device (localStorage) until they are sent or the form is reset, so a closed
 * tab does not lose them (issue 50); a new tab starts from them when its own session holds no form.
 */
export const LOAN_DRAFT_STORAGE_KEY = `${APP_STORAGE_PREFIX}LoanDraft`;

/** The form as it was when its draft was cleared (sent): kept as is, it is not a draft again. */
let clearedDraft: string | null = null;

const hasAnswer = (form: LoanForm) =>
  Object.entries(form).some(([field, value]) => field !== 'hasNewborn' && value !== null);

function keepLoanDraft(form: LoanForm | undefined): void {
  if (!form) return;
  const text = JSON.stringify(form);
  if (!hasAnswer(form)) {
    window.localStorage.removeItem(LOAN_DRAFT_STORAGE_KEY);
  } else if (text !== clearedDraft) {
    clearedDraft = null;
    window.localStorage.setItem(LOAN_DRAFT_STORAGE_KEY, JSON.stringify({ state: { loanForm: form }, version: 0 }));
  }
}

/** Forgets the device's draft once the form is sent: the answers stay for this tab, not for the next visitor. */
export function clearLoanDraft(form: LoanForm): void {
  clearedDraft = JSON.stringify(form);
  window.localStorage.removeItem(LOAN_DRAFT_STORAGE_KEY);
}

type PersistedState = Pick<AppState, 'loanForm' | 'loanInfoStep' | 'dsrLoans' | 'annualIncome' | 'periodUnit'>;

const isDsrLoanEntry = (value: unknown): value is DsrLoanEntry =>
  typeof value === 'object' &&
  value !== null &&
  ['principal', 'interestRatePercentage', 'term', 'gracePeriod', 'maturityPaymentAmount'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'number',
  ) &&
  ['loanType', 'repaymentType', 'interestRateType'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  ) &&
  typeof (value as Record<string, unknown>).isMetroArea === 'boolean';

/** Restores what a reload kept; a stored form that no longer fits the contract starts over from the defaults. */
function mergePersisted<State extends AppState>(persisted: unknown, current: State): State {
  if (typeof persisted !== 'object' || persisted === null) return current;
  const saved: Partial<Record<keyof PersistedState, unknown>> = persisted;
  const { loanForm, loanInfoStep: step, dsrLoans, annualIncome, periodUnit } = saved;
  return {
    ...current,
    ...(Array.isArray(dsrLoans) && dsrLoans.every(isDsrLoanEntry) ? { dsrLoans } : {}),
    ...(typeof annualIncome === 'number' && Number.isSafeInteger(annualIncome) ? { annualIncome } : {}),
    ...(periodUnit === '년' || periodUnit === '월' ? { periodUnit } : {}),
    // Checked against the contract by the storage below before it gets here.
    ...(typeof loanForm === 'object' && loanForm !== null ? { loanForm: { ...LOAN_FORM_DEFAULTS, ...loanForm } } : {}),
    ...(typeof step === 'number' && Number.isInteger(step) && step >= 1 ? { loanInfoStep: step } : {}),
  };
}

let isRestoring = false;
let markRestored = () => {};
/** Settles once what a reload kept is back in the store (or found unusable); pages wait for it (app/lazy-page.tsx). */
export const appStoreRestored = new Promise<void>((resolve) => {
  markRestored = resolve;
});

/**
 * sessionStorage for what a reload keeps. A stored loan form is checked against the contract before it is restored,
 * and the schema library loads with that check (issue 10): a tab with nothing stored starts at once, one with a stored
 * form is restored as soon as the check has loaded. Nothing is written meanwhile, so a flag set in that moment cannot
 * overwrite the stored form.
 */
const restoringSessionStorage: PersistStorage<unknown> = {
  getItem: (name) => {
    const text = window.sessionStorage.getItem(name) ?? window.localStorage.getItem(LOAN_DRAFT_STORAGE_KEY);
    if (text === null) return null;
    let stored: StorageValue<{ loanForm?: unknown } | null>;
    try {
      stored = JSON.parse(text) as StorageValue<{ loanForm?: unknown } | null>;
    } catch {
      return null;
    }
    if (typeof stored.state?.loanForm !== 'object' || stored.state.loanForm === null) return stored;
    isRestoring = true;
    return import('@jipsa/contracts/loan-advice')
      .then(({ partialLoanProfileSchema }) => {
        // A deploy may have changed the contract: a form that no longer fits it starts over from the defaults.
        const form = partialLoanProfileSchema.safeParse(stored.state?.loanForm);
        return { ...stored, state: { ...stored.state, loanForm: form.success ? form.data : undefined } };
      })
      .finally(() => {
        isRestoring = false;
      });
  },
  setItem: (name, value) => {
    if (isRestoring) return;
    window.sessionStorage.setItem(name, JSON.stringify(value));
    keepLoanDraft((value.state as { loanForm?: LoanForm } | null)?.loanForm);
  },
  removeItem: (name) => window.sessionStorage.removeItem(name),
};

/**
 * The one client store for the few cross-page flags of the spec; server data lives in TanStack Query.
 * The loan form, its step and the DSR calculator's inputs survive a reload of the tab (sessionStorage).
 */
export const useAppStore = create<AppState & AppActions>()(
  persist(
    (set) => ({
      ...createInitialAppState(),
      setLoanInfoStep: (loanInfoStep) => set({ loanInfoStep }),
      setLoading: (isLoading) => set({ isLoading }),
      openLoginModal: () => set({ isLoginModalOpen: true }),
      closeLoginModal: () => set({ isLoginModalOpen: false }),
      setAuthenticated: (isAuthenticated) => set({ isAuthenticated }),
      setPeriodUnit: (periodUnit) => set({ periodUnit }),
      addDsrLoan: (loan) => set((state) => ({ dsrLoans: [...state.dsrLoans, loan] })),
      replaceDsrLoan: (index, loan) =>
        set((state) => ({ dsrLoans: state.dsrLoans.map((existing, i) => (i === index ? loan : existing)) })),
      removeDsrLoan: (index) => set((state) => ({ dsrLoans: state.dsrLoans.filter((_, i) => i !== index) })),
      setAnnualIncome: (annualIncome) => set({ annualIncome }),
      updateLoanForm: (changes) => set((state) => ({ loanForm: withLoanFormChanges(state.loanForm, changes) })),
      resetLoanForm: () => set({ loanForm: { ...LOAN_FORM_DEFAULTS } }),
    }),
    {
      name: LOAN_FORM_STORAGE_KEY,
      storage: restoringSessionStorage,
      partialize: (state): PersistedState => ({
        loanForm: state.loanForm,
        loanInfoStep: state.loanInfoStep,
        dsrLoans: state.dsrLoans,
        annualIncome: state.annualIncome,
        periodUnit: state.periodUnit,
      }),
      merge: mergePersisted,
      onRehydrateStorage: () => () => markRestored(),
    },
  ),
);
