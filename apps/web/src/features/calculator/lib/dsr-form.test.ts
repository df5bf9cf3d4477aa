import { describe, expect, it } from 'vitest';
import type { DsrLoanEntry } from '../../../shared/store/app-store.ts';
import { isAskedDsrField } from './dsr-asked-fields.ts';
import { dsrInlineLimitMessage } from './dsr-inline-limit.ts';
import { dsrLoanToFormValues, EMPTY_DSR_LOAN_FORM, type DsrLoanFormValues } from './dsr-loan-form-values.ts';
import { dsrSubmitFailure } from './dsr-submit-check.ts';
import { periodToMonths } from './period-to-months.ts';
import { toDsrLoan } from './to-dsr-loan.ts';

const VALID: DsrLoanFormValues = {
  ...EMPTY_DSR_LOAN_FORM,
  repaymentType: 'AMORTIZING',
  principal: '30000',
  term: '30',
  gracePeriod: '1',
  interestRatePercentage: '4.25',
  isMetroArea: true,
};

describe('periodToMonths', () => {
  it('년 단위는 × 12, 월 단위는 그대로예요', () => {
    expect(periodToMonths('30', '년')).toBe(360);
    expect(periodToMonths('30', '월')).toBe(30);
    expect(periodToMonths('', '년')).toBe(0);
  });
});

describe('toDsrLoan', () => {
  it('원금은 만원 × 10,000 원, 만기상환금액은 그 원금, 기간은 년이면 × 12 예요', () => {
    expect(toDsrLoan({ ...VALID, maturityPaymentAmount: '100' }, '년')).toEqual({
      loanType: 'MORTGAGE',
      principal: 300_000_000,
      interestRatePercentage: 4.25,
      term: 360,
      gracePeriod: 12,
      repaymentType: 'AMORTIZING',
      maturityPaymentAmount: 300_000_000,
      interestRateType: 'VARIABLE',
      isMetroArea: true,
    });
  });

  it('월 단위면 기간을 그대로 둬요', () => {
    expect(toDsrLoan(VALID, '월')).toMatchObject({ term: 30, gracePeriod: 1 });
  });
});

describe('dsrLoanToFormValues', () => {
  const loan: DsrLoanEntry = toDsrLoan(VALID, '년');

  it('목록의 대출을 다시 폼으로 옮기면 같은 대출이 나와요', () => {
    const { values, unit } = dsrLoanToFormValues(loan, '년');
    expect(unit).toBe('년');
    expect(toDsrLoan(values, unit)).toEqual(loan);
  });

  it('해로 나눠떨어지지 않는 기간은 월 단위로 옮겨요', () => {
    const { values, unit } = dsrLoanToFormValues({ ...loan, term: 30, gracePeriod: 6 }, '년');
    expect(unit).toBe('월');
    expect(values.term).toBe('30');
  });
});

describe('dsrInlineLimitMessage', () => {
  it.each([
    ['principal', '', '금액을 입력해주세요'],
    ['principal', '10000001', '1,000억원 이하로 입력이 가능합니다.'],
    ['principal', '10000000', null],
    ['term', '0', '기간을 입력해주세요'],
    // Issue 11: no grace period is a real answer; issue 26: a blank one is 0 too, so neither asks.
    ['gracePeriod', '0', null],
    ['gracePeriod', '', null],
    ['gracePeriod', '721', '720 이하로 입력이 가능합니다.'],
    ['term', '721', '720 이하로 입력이 가능합니다.'],
    ['gracePeriod', '720', null],
    ['interestRatePercentage', '', '이자율을 입력해주세요'],
    // Issue 13: the 법정 최고금리 (20 % since 2021-07-07), not the spec's 100.
    ['interestRatePercentage', '20.001', '법정 최고금리인 연 20% 이하로 입력해주세요.'],
    ['interestRatePercentage', '20', null],
  ] as const)('%s 가 "%s" 이면 %s', (field, value, message) => {
    expect(dsrInlineLimitMessage(field, value)).toBe(message);
  });
});

describe('dsrSubmitFailure', () => {
  it('빈 폼은 상환방법부터 물어요', () => {
    expect(dsrSubmitFailure(EMPTY_DSR_LOAN_FORM, '년')).toEqual({
      field: 'repaymentType',
      message: '대출 상환방법을 입력해주세요.',
    });
  });

  it('다섯 검사는 명세의 순서를 따르고, 앞의 것이 채워져야 다음 것을 물어요 (거치 기간은 비어도 0이라 묻지 않아요)', () => {
    const order = ['repaymentType', 'principal', 'term', 'interestRatePercentage', 'isMetroArea'] as const;
    order.forEach((field, index) => {
      const values = { ...VALID, gracePeriod: '' };
      for (const later of order.slice(index)) {
        if (later === 'repaymentType') values.repaymentType = null;
        else if (later === 'isMetroArea') values.isMetroArea = null;
        else values[later] = '0';
      }
      expect(dsrSubmitFailure(values, '년')?.field).toBe(field);
    });
  });

  it('다 채운 폼은 통과해요', () => {
    expect(dsrSubmitFailure(VALID, '년')).toBeNull();
  });

  it('만기상환금액은 비어 있어도 통과해요 (묻지도 보내지도 않는 값이에요)', () => {
    expect(dsrSubmitFailure({ ...VALID, maturityPaymentAmount: '' }, '년')).toBeNull();
  });

  it('거치 기간 0 은 통과해요', () => {
    expect(dsrSubmitFailure({ ...VALID, gracePeriod: '0' }, '년')).toBeNull();
    expect(toDsrLoan({ ...VALID, gracePeriod: '0' }, '년').gracePeriod).toBe(0);
  });

  it('비워 둔 거치 기간은 0 으로 보고 통과해요 (칸의 안내가 "없으면 0" 이에요)', () => {
    expect(dsrSubmitFailure({ ...VALID, gracePeriod: '' }, '년')).toBeNull();
    expect(toDsrLoan({ ...VALID, gracePeriod: '' }, '년').gracePeriod).toBe(0);
  });

  it('신용대출은 수도권을, 만기일시는 거치 기간을 묻지 않고 비수도권·거치 없음으로 보내요', () => {
    const personal = {
      ...VALID,
      loanType: 'PERSONAL_LOAN',
      isMetroArea: null,
      repaymentType: 'BULLET',
      gracePeriod: '',
    } as const;
    expect(dsrSubmitFailure(personal, '년')).toBeNull();
    expect(toDsrLoan(personal, '년')).toMatchObject({ isMetroArea: false, gracePeriod: 0, repaymentType: 'BULLET' });
    // 중도금·이주비 and mortgages still ask it: their stress add-on depends on the region.
    expect(dsrSubmitFailure({ ...VALID, loanType: 'INTERIM_PAYMENT_AND_MOVING', isMetroArea: null }, '년')?.field).toBe(
      'isMetroArea',
    );
  });

  it('한도를 넘는 값은 그 칸의 문구로 막아요', () => {
    expect(dsrSubmitFailure({ ...VALID, principal: '10000001' }, '년')).toEqual({
      field: 'principal',
      message: '1,000억원 이하로 입력이 가능합니다.',
    });
  });

  it('년 단위로 60년을 넘는 기간은 계약의 개월 한도로 막아요', () => {
    expect(dsrSubmitFailure({ ...VALID, term: '61' }, '년')).toEqual({
      field: 'term',
      message: '대출 기간은 720개월 이하로 입력해주세요.',
    });
  });
});

// Issue 47 #6 (「대출수요 관리 방안 FAQ」 2025.10 §5-1·5-4, 경과규정): a 수도권 전세대출 is asked whether it is a policy
// loan, when it started and (for a loan made from 2025-10-29) the lease's date, only while the answer changes the DSR.
// The clock is today's, after the rule (2025-10-29).
describe('수도권 전세대출의 날짜와 정책대출 (issue 47 #6)', () => {
  const JEONSE: DsrLoanFormValues = {
    ...VALID,
    loanType: 'JEONSE_LOAN',
    repaymentType: 'BULLET',
    term: '2',
    gracePeriod: '',
    interestRatePercentage: '4',
  };
  const ANSWERED: DsrLoanFormValues = {
    ...JEONSE,
    isPolicyLoan: false,
    jeonseStart: 'NEW',
    loanDate: '2025-11-01',
    leaseSignedDate: '2025-10-30',
  };
  const asked = (values: DsrLoanFormValues) =>
    (['isPolicyLoan', 'jeonseStart', 'loanDate', 'leaseSignedDate'] as const).filter((field) =>
      isAskedDsrField(field, values),
    );

  it('물음은 앞의 답에 따라 늘고 줄어요', () => {
    expect(asked({ ...JEONSE, isMetroArea: false })).toEqual([]);
    expect(asked({ ...JEONSE, loanType: 'MORTGAGE' })).toEqual([]);
    expect(asked(JEONSE)).toEqual(['isPolicyLoan', 'jeonseStart']);
    expect(asked({ ...JEONSE, isPolicyLoan: true })).toEqual(['isPolicyLoan']);
    expect(asked({ ...JEONSE, jeonseStart: 'EXTENSION' })).toEqual(['isPolicyLoan', 'jeonseStart']);
    expect(asked({ ...JEONSE, jeonseStart: 'NEW' })).toEqual(['isPolicyLoan', 'jeonseStart', 'loanDate']);
    expect(asked({ ...JEONSE, jeonseStart: 'NEW', loanDate: '2025-10-28' })).toEqual([
      'isPolicyLoan',
      'jeonseStart',
      'loanDate',
    ]);
    expect(asked({ ...JEONSE, jeonseStart: 'NEW', loanDate: '2025-10-29' })).toEqual([
      'isPolicyLoan',
      'jeonseStart',
      'loanDate',
      'leaseSignedDate',
    ]);
  });

  it('물은 것만 빠짐없이 답해야 넘어가고, 답은 계약의 이름으로 보내요', () => {
    expect(dsrSubmitFailure(JEONSE, '년')?.field).toBe('isPolicyLoan');
    expect(dsrSubmitFailure({ ...JEONSE, isPolicyLoan: false }, '년')?.field).toBe('jeonseStart');
    expect(dsrSubmitFailure({ ...ANSWERED, loanDate: '' }, '년')).toEqual({
      field: 'loanDate',
      message: '대출 받은 날을 입력해주세요.',
    });
    expect(dsrSubmitFailure({ ...ANSWERED, leaseSignedDate: '' }, '년')?.field).toBe('leaseSignedDate');
    expect(dsrSubmitFailure({ ...ANSWERED, leaseSignedDate: '2025-11-02' }, '년')).toEqual({
      field: 'leaseSignedDate',
      message: '임대차계약일은 대출 받은 날보다 늦을 수 없어요.',
    });
    expect(dsrSubmitFailure(ANSWERED, '년')).toBeNull();
    expect(toDsrLoan(ANSWERED, '년')).toMatchObject({
      loanType: 'JEONSE_LOAN',
      isPolicyLoan: false,
      extendedWithoutIncrease: false,
      loanDate: '2025-11-01',
      leaseSignedDate: '2025-10-30',
    });
    const extension = toDsrLoan({ ...ANSWERED, jeonseStart: 'EXTENSION' }, '년');
    expect(extension).toMatchObject({ extendedWithoutIncrease: true });
    expect(extension).not.toHaveProperty('loanDate');
    expect(extension).not.toHaveProperty('leaseSignedDate');
    const mortgage = toDsrLoan({ ...ANSWERED, loanType: 'MORTGAGE' }, '년');
    for (const key of ['isPolicyLoan', 'extendedWithoutIncrease', 'loanDate', 'leaseSignedDate']) {
      expect(mortgage).not.toHaveProperty(key);
    }
  });

  it('목록의 전세대출을 다시 폼으로 옮기면 같은 답이 나와요', () => {
    const loan = toDsrLoan(ANSWERED, '년');
    expect(toDsrLoan(dsrLoanToFormValues(loan, '년').values, '년')).toEqual(loan);
    expect(dsrLoanToFormValues({ ...loan, extendedWithoutIncrease: true }, '년').values.jeonseStart).toBe('EXTENSION');
  });
});
