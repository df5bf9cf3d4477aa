import { describe, expect, it } from 'vitest';
import { LOAN_FORM_DEFAULTS } from '../../../shared/store/app-store.ts';
import { conditionRows } from './report-condition-rows.ts';
import { fixtureUserInputInfo } from '../../../testing/report-fixture.ts';
import { loanFormFromUserInputInfo } from './report-prefill-loan-form.ts';

describe('conditionRows', () => {
  it('입력한 모든 조건을 한국어 값으로 보여주고, 미혼이면 배우자 소득은 빼요', () => {
    const rows = conditionRows(fixtureUserInputInfo);
    expect(rows.map((row) => row.label)).not.toContain('배우자 연소득');
    expect(rows).toContainEqual({ label: '월세', value: '없음' });
    expect(rows).toContainEqual({ label: '주택 유형', value: '아파트' });
    expect(rows).toContainEqual({ label: '전용면적', value: '59㎡' });
    expect(rows).toHaveLength(14);
  });

  it('주소는 시군구까지 보여줘요: 같은 동 이름이 여러 구에 있어요', () => {
    const rows = conditionRows({
      ...fixtureUserInputInfo,
      districtCode: '1144012400',
      dongName: '망원동',
      jibun: '123-4',
      buildingName: '',
    });
    expect(rows).toContainEqual({ label: '주소', value: '마포구 망원동 123-4' });
  });

  it('배우자가 있으면 배우자 연소득도 보여줘요', () => {
    const rows = conditionRows({
      ...fixtureUserInputInfo,
      maritalStatus: 'NEWLY_MARRIED',
      spouseAnnualIncome: 42_000_000,
      monthlyRent: 500_000,
    });
    expect(rows).toContainEqual({ label: '배우자 연소득', value: '4,200만원' });
    expect(rows).toContainEqual({ label: '결혼 여부', value: '신혼(혼인 7년 이내)' });
    expect(rows).toContainEqual({ label: '월세', value: '500,000원' });
  });

  it('물어본 때만 답한 전자계약을 보여주고, 다시 고칠 때 그 답을 채워요', () => {
    expect(conditionRows(fixtureUserInputInfo).map((row) => row.label)).not.toContain('부동산 전자계약');
    const answered = { ...fixtureUserInputInfo, isElectronicContract: true };
    expect(conditionRows(answered)).toContainEqual({ label: '부동산 전자계약', value: '예' });
    expect(loanFormFromUserInputInfo(answered).isElectronicContract).toBe(true);
    expect(loanFormFromUserInputInfo(fixtureUserInputInfo).isElectronicContract).toBeNull();
  });
});

describe('loanFormFromUserInputInfo', () => {
  it('대출 정보 폼의 모든 칸을 저장된 답으로 채우고 저장 정보(id, 시각)는 넣지 않아요', () => {
    const form = loanFormFromUserInputInfo(fixtureUserInputInfo);
    expect(Object.keys(form).sort()).toEqual(Object.keys(LOAN_FORM_DEFAULTS).sort());
    expect(form).toMatchObject({
      rentalDeposit: 250_000_000,
      age: 29,
      isSMEEmployee: true,
      dongName: '아현동',
      exclusiveArea: 59,
    });
  });
});
