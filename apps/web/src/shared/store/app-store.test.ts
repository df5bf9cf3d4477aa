import { beforeEach, describe, expect, it } from 'vitest';
import {
  appStoreRestored,
  createInitialAppState,
  LOAN_FORM_DEFAULTS,
  LOAN_FORM_STORAGE_KEY,
  LOAN_DRAFT_STORAGE_KEY,
  clearLoanDraft,
  useAppStore,
  withLoanFormChanges,
  type DsrLoanEntry,
} from './app-store.ts';

const loan: DsrLoanEntry = {
  loanType: 'MORTGAGE',
  principal: 300_000_000,
  interestRatePercentage: 4.2,
  term: 360,
  gracePeriod: 0,
  repaymentType: 'AMORTIZING',
  maturityPaymentAmount: 300_000_000,
  interestRateType: 'VARIABLE',
  isMetroArea: true,
};

beforeEach(() => {
  useAppStore.setState(createInitialAppState());
});

describe('useAppStore', () => {
  it('처음 상태는 스펙의 기본값이에요', () => {
    const state = useAppStore.getState();
    expect(state.loanInfoStep).toBe(1);
    expect(state.isLoading).toBe(false);
    expect(state.isLoginModalOpen).toBe(false);
    expect(state.isAuthenticated).toBe(false);
    expect(state.periodUnit).toBe('년');
    expect(state.dsrLoans).toEqual([]);
    expect(state.annualIncome).toBeNull();
  });

  it('대출 정보 폼은 집에 관한 질문도 답하지 않은 채로 시작해요 (스펙의 예시 집을 대신 고르지 않아요, issue 11)', () => {
    expect(useAppStore.getState().loanForm).toMatchObject({
      hasNewborn: false,
      houseOwnershipType: null,
      isNetAssetOver345M: null,
      rentHousingType: null,
      exclusiveArea: null,
      buildingName: null,
      districtCode: null,
      dongName: null,
      jibun: null,
    });
  });

  it('폼을 고친 뒤 초기화하면 기본값으로 돌아가요', () => {
    useAppStore.getState().updateLoanForm({ exclusiveArea: 84, rentalDeposit: 200_000_000 });
    expect(useAppStore.getState().loanForm.exclusiveArea).toBe(84);
    useAppStore.getState().resetLoanForm();
    expect(useAppStore.getState().loanForm.exclusiveArea).toBeNull();
    expect(useAppStore.getState().loanForm.rentalDeposit).toBeNull();
  });

  it('대출 정보 폼과 단계는 sessionStorage 에 남아 새로고침 뒤에 되살아나요', async () => {
    useAppStore.getState().updateLoanForm({ rentalDeposit: 200_000_000, age: 31, exclusiveArea: 55 });
    useAppStore.getState().setLoanInfoStep(4);
    const saved = window.sessionStorage.getItem(LOAN_FORM_STORAGE_KEY);
    useAppStore.setState(createInitialAppState());
    window.sessionStorage.setItem(LOAN_FORM_STORAGE_KEY, saved ?? '');
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState().loanForm).toMatchObject({ rentalDeposit: 200_000_000, age: 31, exclusiveArea: 55 });
    expect(useAppStore.getState().loanInfoStep).toBe(4);
    expect(useAppStore.getState().isLoginModalOpen).toBe(false);
  });

  it('탭을 닫아도 보내지 않은 답은 이 기기에 남아 새 탭에서 되살아나고, 보내면 지워져요 (issue 50)', async () => {
    useAppStore.getState().updateLoanForm({ rentalDeposit: 200_000_000, age: 31 });
    const draft = window.localStorage.getItem(LOAN_DRAFT_STORAGE_KEY);
    expect(draft).toContain('"age":31');
    // A new tab: the device keeps the draft, its session holds nothing.
    useAppStore.setState(createInitialAppState());
    window.sessionStorage.removeItem(LOAN_FORM_STORAGE_KEY);
    window.localStorage.setItem(LOAN_DRAFT_STORAGE_KEY, draft ?? '');
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState().loanForm).toMatchObject({ rentalDeposit: 200_000_000, age: 31 });

    clearLoanDraft(useAppStore.getState().loanForm);
    useAppStore.getState().setLoanInfoStep(2);
    expect(window.localStorage.getItem(LOAN_DRAFT_STORAGE_KEY)).toBeNull();
    useAppStore.getState().updateLoanForm({ age: 32 });
    expect(window.localStorage.getItem(LOAN_DRAFT_STORAGE_KEY)).toContain('"age":32');
    useAppStore.getState().resetLoanForm();
    expect(window.localStorage.getItem(LOAN_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('DSR 계산기의 대출 목록, 연소득, 기간 단위도 새로고침 뒤에 되살아나요', async () => {
    useAppStore.getState().addDsrLoan(loan);
    useAppStore.getState().setAnnualIncome(60_000_000);
    useAppStore.getState().setPeriodUnit('월');
    const saved = window.sessionStorage.getItem(LOAN_FORM_STORAGE_KEY);
    useAppStore.setState(createInitialAppState());
    window.sessionStorage.setItem(LOAN_FORM_STORAGE_KEY, saved ?? '');
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState().dsrLoans).toEqual([loan]);
    expect(useAppStore.getState().annualIncome).toBe(60_000_000);
    expect(useAppStore.getState().periodUnit).toBe('월');
  });

  it('모양이 맞지 않는 저장된 DSR 대출 목록은 버려요', async () => {
    window.sessionStorage.setItem(
      LOAN_FORM_STORAGE_KEY,
      JSON.stringify({ state: { dsrLoans: [{ principal: 'lots' }], annualIncome: 1.5, periodUnit: '주' }, version: 0 }),
    );
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState().dsrLoans).toEqual([]);
    expect(useAppStore.getState().annualIncome).toBeNull();
    expect(useAppStore.getState().periodUnit).toBe('년');
  });

  it('계약에 맞지 않는 저장값은 버리고 기본값으로 시작해요', async () => {
    window.sessionStorage.setItem(
      LOAN_FORM_STORAGE_KEY,
      JSON.stringify({
        state: { loanForm: { age: 'thirty', maritalStatus: 'DIVORCED' }, loanInfoStep: 0 },
        version: 0,
      }),
    );
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState().loanForm.age).toBeNull();
    expect(useAppStore.getState().loanForm.maritalStatus).toBeNull();
    expect(useAppStore.getState().loanInfoStep).toBe(1);
  });

  it('저장된 폼을 계약으로 검사하는 동안 바뀐 플래그가 저장된 폼을 덮어쓰지 않고, 검사가 끝나면 폼이 돌아와요', async () => {
    await appStoreRestored;
    const stored = JSON.stringify({ state: { loanForm: { age: 31 }, loanInfoStep: 3 }, version: 0 });
    window.sessionStorage.setItem(LOAN_FORM_STORAGE_KEY, stored);
    const restoring = useAppStore.persist.rehydrate();
    useAppStore.getState().setLoading(true);
    expect(window.sessionStorage.getItem(LOAN_FORM_STORAGE_KEY)).toBe(stored);
    await restoring;
    expect(useAppStore.getState().loanForm.age).toBe(31);
    expect(useAppStore.getState().loanInfoStep).toBe(3);
    useAppStore.getState().setLoading(false);
    expect(window.sessionStorage.getItem(LOAN_FORM_STORAGE_KEY)).toContain('"age":31');
  });

  it('읽을 수 없는 저장값은 버리고 기본값으로 시작해요', async () => {
    window.sessionStorage.setItem(LOAN_FORM_STORAGE_KEY, '{not json');
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState().loanForm).toEqual(LOAN_FORM_DEFAULTS);
  });

  it('DSR 대출 목록에 더하고, 바꾸고, 빼요', () => {
    const { addDsrLoan, replaceDsrLoan, removeDsrLoan } = useAppStore.getState();
    addDsrLoan(loan);
    addDsrLoan({ ...loan, loanType: 'PERSONAL_LOAN' });
    replaceDsrLoan(0, { ...loan, principal: 100_000_000 });
    expect(useAppStore.getState().dsrLoans.map((entry) => entry.principal)).toEqual([100_000_000, 300_000_000]);
    removeDsrLoan(0);
    expect(useAppStore.getState().dsrLoans.map((entry) => entry.loanType)).toEqual(['PERSONAL_LOAN']);
  });

  it('로그인 모달 플래그를 열고 닫아요', () => {
    useAppStore.getState().openLoginModal();
    expect(useAppStore.getState().isLoginModalOpen).toBe(true);
    useAppStore.getState().closeLoginModal();
    expect(useAppStore.getState().isLoginModalOpen).toBe(false);
  });
});

describe('withLoanFormChanges (issue 12)', () => {
  const priced = { ...LOAN_FORM_DEFAULTS, officialPrice: 200_000_000, priorLiens: 10_000_000 };

  it('주소가 바뀌면 이전 집의 집값 정보를 지워요', () => {
    const moved = withLoanFormChanges(priced, { districtCode: '1144010100', dongName: '아현동', jibun: '777' });
    expect(moved.officialPrice).toBeUndefined();
    expect(moved.priorLiens).toBeUndefined();
    expect(moved.dongName).toBe('아현동');
  });

  it('같은 주소이거나 새 집값을 함께 주면 그대로 둬요', () => {
    expect(withLoanFormChanges(priced, { age: 30 }).officialPrice).toBe(200_000_000);
    expect(withLoanFormChanges(priced, { districtCode: priced.districtCode }).officialPrice).toBe(200_000_000);
    const moved = withLoanFormChanges(priced, { districtCode: '1144010100', officialPrice: 300_000_000 });
    expect(moved.officialPrice).toBe(300_000_000);
  });
});
