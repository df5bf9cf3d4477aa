import { describe, expect, it } from 'vitest';
import { contractDatesRequestSchema, contractStepDoneRequestSchema } from './contract-checklist.ts';

const dates = { contractDate: '2027-01-10', balanceDate: '2027-03-01', leaseEndDate: '2029-02-28' };
const issuesOf = (value: unknown) => {
  const result = contractDatesRequestSchema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('contractDatesRequestSchema', () => {
  it('순서가 맞는 세 날짜를 받아요', () => {
    expect(contractDatesRequestSchema.parse(dates)).toEqual(dates);
  });

  it('잔금일이 계약일보다 앞서면 잔금일 칸에, 만기가 잔금일보다 늦지 않으면 만기 칸에 한국어로 말해요', () => {
    expect(issuesOf({ ...dates, balanceDate: '2027-01-09' })).toEqual([
      { path: 'balanceDate', message: '잔금일·입주일은 계약일과 같거나 그 뒤여야 해요.' },
    ]);
    expect(issuesOf({ ...dates, leaseEndDate: '2027-03-01' })).toEqual([
      { path: 'leaseEndDate', message: '계약 만기는 잔금일·입주일보다 뒤여야 해요.' },
    ]);
  });

  it('없는 날짜와 빈 칸, 모르는 항목을 거절해요', () => {
    expect(issuesOf({ ...dates, contractDate: '2027-02-30' })[0]?.path).toBe('contractDate');
    expect(issuesOf({ ...dates, contractDate: '' })[0]?.message).toBe('계약일을 입력해주세요.');
    expect(issuesOf({ ...dates, extra: 1 }).length).toBe(1);
    expect(contractStepDoneRequestSchema.safeParse({ done: 'yes' }).success).toBe(false);
  });
});
