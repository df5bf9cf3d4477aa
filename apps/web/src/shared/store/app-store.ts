import { create } from 'zustand';
import type {
  ChildStatus,
  DsrLoanType,
  HouseOwnershipType,
  InterestRateType,
  MaritalStatus,
  RentHousingType,
  RepaymentType,
} from '@jipsa/contracts';
import type { Won } from '@jipsa/domain';

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
};

/** The loan form (spec §3 "Loan form state"); `null` is "not answered yet". Amounts in 원. */
export type LoanForm = {
  rentalDeposit: Won | null;
  monthlyRent: Won | null;
  cashOnHand: Won | null;
  age: number | null;
  hasNewborn: boolean;
  maritalStatus: MaritalStatus | null;
  annualIncome: Won | null;
  spouseAnnualIncome: Won | null;
  childStatus: ChildStatus | null;
  isSMEEmployee: boolean | null;
  houseOwnershipType: HouseOwnershipType;
  isNetAssetOver345M: boolean;
  rentHousingType: RentHousingType;
  exclusiveArea: number;
  buildingName: string;
  districtCode: string;
  dongName: string;
  jibun: string;
};

/** Spec defaults of the loan form; the address is a sample in 강남구 역삼동 so the form starts complete. */
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
  houseOwnershipType: 'NO_HOUSE',
  isNetAssetOver345M: false,
  rentHousingType: 'APARTMENT',
  exclusiveArea: 55,
  buildingName: '역삼래미안',
  districtCode: '1168010100',
  dongName: '역삼동',
  jibun: '754',
};

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

/** The one client store for the few cross-page flags of the spec; server data lives in TanStack Query. */
export const useAppStore = create<AppState & AppActions>()((set) => ({
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
  updateLoanForm: (changes) => set((state) => ({ loanForm: { ...state.loanForm, ...changes } })),
  resetLoanForm: () => set({ loanForm: { ...LOAN_FORM_DEFAULTS } }),
}));
