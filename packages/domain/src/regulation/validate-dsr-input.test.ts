import { describe, expect, it } from 'vitest';
import { DSR_INPUT, DSR_LOAN } from './testing/calculator-inputs.ts';
import type { DsrLoan } from './dsr-loan.ts';
import { validateDsrInput, type DsrInput } from './validate-dsr-input.ts';

const loan = DSR_LOAN;
const input = DSR_INPUT;

describe('validateDsrInput', () => {
  it('올바른 요청과 대출이 없는 요청은 통과해요', () => {
    expect(validateDsrInput(input)).toEqual({ ok: true });
    const jeonse = { ...loan, loanType: 'JEONSE_LOAN' as const, isPolicyLoan: false, extendedWithoutIncrease: false };
    // A lease signed the day the loan is made is the usual case.
    expect(
      validateDsrInput({ ...input, loans: [{ ...jeonse, loanDate: '2025-11-01', leaseSignedDate: '2025-11-01' }] }),
    ).toEqual({ ok: true });
    expect(validateDsrInput({ ...input, loans: [], lenderType: 'NON_BANK' })).toEqual({ ok: true });
  });

  it('연소득 0은 annualIncome 오류예요', () => {
    expect(validateDsrInput({ ...input, annualIncome: 0 })).toEqual({
      ok: false,
      field: 'annualIncome',
      reason: '연소득을 입력해주세요.',
    });
  });

  it('목록 속 대출의 잘못된 항목은 loans.<번호>.<항목>으로 알려줘요', () => {
    const loans = [loan, { ...loan, term: 12, gracePeriod: 12 }];
    expect(validateDsrInput({ ...input, loans })).toEqual({
      ok: false,
      field: 'loans.1.gracePeriod',
      reason: '거치기간은 대출기간보다 짧아야 해요.',
    });
  });

  const mortgage = { interestRatePercentage: 4.125, isMetroArea: true, interestRateType: 'VARIABLE' as const };
  const rateSentence = '이자율은 0 이상 100 이하, 소수점 셋째 자리까지 입력해주세요.';
  const legalMaxSentence = '이자율은 법정 최고금리인 연 20%를 넘을 수 없어요 (2021년 7월 7일부터).';

  it.each([
    [
      { loans: [{ ...loan, loanType: 'CAR_LOAN' as DsrLoan['loanType'] }] },
      'loans.0.loanType',
      '대출 종류를 선택해주세요.',
    ],
    [
      { loans: [{ ...loan, interestRateType: 'FIXED' as DsrLoan['interestRateType'] }] },
      'loans.0.interestRateType',
      '금리 유형을 선택해주세요.',
    ],
    [
      { loans: [{ ...loan, isMetroArea: undefined as unknown as boolean }] },
      'loans.0.isMetroArea',
      '대상주택 수도권여부를 입력해주세요.',
    ],
    [
      { loans: [{ ...loan, principal: -1 }] },
      'loans.0.principal',
      '대출금액은 0원 이상 1,000억원 이하로 입력해주세요.',
    ],
    [
      { loans: [{ ...loan, loanType: 'JEONSE_LOAN' as const, loanDate: '2025-13-01' }] },
      'loans.0.loanDate',
      '대출 받은 날은 2025-10-29 형식의 날짜로 입력해주세요.',
    ],
    [
      { loans: [{ ...loan, leaseSignedDate: '2025-10-28T00:00' }] },
      'loans.0.leaseSignedDate',
      '임대차계약일은 2025-10-28 형식의 날짜로 입력해주세요.',
    ],
    [
      { loans: [{ ...loan, loanDate: '2025-11-01', leaseSignedDate: '2025-11-02' }] },
      'loans.0.leaseSignedDate',
      '임대차계약일은 대출 받은 날보다 늦을 수 없어요.',
    ],
    [
      { loans: [{ ...loan, extendedWithoutIncrease: 'yes' as unknown as boolean }] },
      'loans.0.extendedWithoutIncrease',
      '기존 대출을 증액 없이 연장했는지 선택해주세요.',
    ],
    [
      { loans: [{ ...loan, isPolicyLoan: 1 as unknown as boolean }] },
      'loans.0.isPolicyLoan',
      '버팀목이나 은행·지자체 협약 전세대출인지 선택해주세요.',
    ],
    [
      { houseOwnership: 'THREE_HOUSES' as DsrInput['houseOwnership'] },
      'houseOwnership',
      '주택 보유 수를 선택해주세요.',
    ],
    [{ lenderType: 'INSURER' as DsrInput['lenderType'] }, 'lenderType', '금융회사 유형을 선택해주세요.'],
    [
      { newMortgage: { ...mortgage, interestRateType: 'FIXED' as const } },
      'newMortgage.interestRateType',
      '금리 유형을 선택해주세요.',
    ],
    [{ policyDate: '2025/10/16' }, 'policyDate', '기준일은 2025-10-16 형식의 날짜로 입력해주세요.'],
  ])('%o 이면 %s 항목과 그 이유를 알려줘요', (change, field, reason) => {
    expect(validateDsrInput({ ...input, ...change } as DsrInput)).toEqual({ ok: false, field, reason });
  });

  it.each([120, 100.001, -1, -0.001, Number.NaN, Number.POSITIVE_INFINITY, 4.0005])(
    '새 주담대 이자율 %s는 범위·자릿수 오류예요',
    (interestRatePercentage) => {
      expect(validateDsrInput({ ...input, newMortgage: { ...mortgage, interestRatePercentage } })).toEqual({
        ok: false,
        field: 'newMortgage.interestRatePercentage',
        reason: rateSentence,
      });
    },
  );

  it('새 주담대 이자율은 0과 소수점 셋째 자리까지 받아요', () => {
    for (const interestRatePercentage of [0, 4.125, 19.999, 20]) {
      expect(validateDsrInput({ ...input, newMortgage: { ...mortgage, interestRatePercentage } })).toEqual({
        ok: true,
      });
    }
  });

  it('범위 안이라도 법정 최고금리를 넘는 새 주담대 이자율은 그 한도를 알려줘요', () => {
    for (const interestRatePercentage of [20.001, 100]) {
      expect(validateDsrInput({ ...input, newMortgage: { ...mortgage, interestRatePercentage } })).toEqual({
        ok: false,
        field: 'newMortgage.interestRatePercentage',
        reason: legalMaxSentence,
      });
    }
    expect(
      validateDsrInput({
        ...input,
        policyDate: '2021-07-06',
        newMortgage: { ...mortgage, interestRatePercentage: 24 },
      }),
    ).toEqual({ ok: true });
  });

  it('법정 최고금리를 넘는 기존 대출은 그 대출의 번호로 알려줘요', () => {
    const loans = [loan, { ...loan, interestRatePercentage: 20.5 }];
    expect(validateDsrInput({ ...input, loans })).toEqual({
      ok: false,
      field: 'loans.1.interestRatePercentage',
      reason: legalMaxSentence,
    });
  });
});
