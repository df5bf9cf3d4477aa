import { describe, expect, it } from 'vitest';
import { adviseLoan } from './advise-loan.ts';
import { estimatePreTerms } from './estimate-pre-terms.ts';
import { evaluateLoanProducts, type LoanProductEvaluation } from './evaluate-loan-products.ts';
import type { LoanProfile } from './loan-profile.ts';
import {
  OWNERSHIP_TRANSFER_BANS,
  ownershipTransferBanInForce,
  ownershipTransferOutcome,
} from './ownership-transfer-ban.ts';
import { deriveLoanFacts } from './loan-facts.ts';
import { productOn } from './product-on.ts';
import { SGI_01 } from './products/sgi-01.ts';
import { BUSAN, GYEONGGI, profileOf, TEST_CONTEXT } from './testing/fixtures.ts';

// Issue 29 item 3. FSC 2025-06-27 「가계부채 관리 강화 방안」, in force 2025-06-28: in 수도권·규제지역 a jeonse loan
// conditional on the transfer of ownership on the 잔금일 gets no guarantee (FSC English release of 2025-06-27 [P,
// opening only]; 동아일보 2025-07-10, KBS 2025-06-30 and 2025-07-02, 경향 2025-07-01 [S]). ADR 0028.

const evaluate = (profile: LoanProfile, policyDate = TEST_CONTEXT.policyDate) =>
  evaluateLoanProducts(profile, { ...TEST_CONTEXT, policyDate });
const codesOf = (evaluation: LoanProductEvaluation) => evaluation.reasons.map((reason) => reason.code);
const depositLenders = (evaluations: readonly LoanProductEvaluation[]) =>
  evaluations.filter((evaluation) => evaluation.product.code !== 'NHUF-07');

describe('소유권이전 조건부 전세대출 금지 (6·27, 2025-06-28부터)', () => {
  it('표는 날짜 순이고 2025년 6월 28일에 시작해요', () => {
    expect(OWNERSHIP_TRANSFER_BANS.map((row) => row.effectiveFrom)).toEqual(['2025-06-28']);
  });

  it('서울에서 잔금일에 집주인이 바뀌면 보증금을 빌려주는 모든 상품을 그 이유로 받을 수 없어요', () => {
    const evaluations = evaluate(profileOf({ ownershipTransferOnBalanceDay: 'YES' }));
    expect(depositLenders(evaluations)).toHaveLength(12);
    for (const evaluation of depositLenders(evaluations)) {
      expect(evaluation.eligible, evaluation.product.code).toBe(false);
      expect(codesOf(evaluation), evaluation.product.code).toContain('OWNERSHIP_TRANSFER_CONTRACT');
    }
    const hug = evaluations.find((evaluation) => evaluation.product.code === 'HUG-01');
    expect(hug?.reasons.at(-1)?.message).toBe(
      '잔금일에 집주인이 바뀌는 계약(소유권이전 조건부)이라 받을 수 없어요. 2025년 6월 28일부터 수도권·규제지역에서는 이런 계약에 전세대출 보증이 나오지 않아요(6·27 가계부채 관리 강화 방안).',
    );
    // 월세만 빌려주는 주거안정 월세대출은 잔금에 쓰일 보증금을 빌려주지 않아요.
    const rentOnly = evaluations.find((evaluation) => evaluation.product.code === 'NHUF-07');
    expect(rentOnly && codesOf(rentOnly)).not.toContain('OWNERSHIP_TRANSFER_CONTRACT');
  });

  it('경기도 수도권이라 같아요', () => {
    const evaluations = evaluate(profileOf({ districtCode: GYEONGGI, ownershipTransferOnBalanceDay: 'YES' }));
    for (const evaluation of depositLenders(evaluations)) {
      expect(codesOf(evaluation), evaluation.product.code).toContain('OWNERSHIP_TRANSFER_CONTRACT');
    }
  });

  it('2025년 6월 27일 기준이거나 지방이면 이 이유로 떨어지지 않아요', () => {
    const before = evaluate(profileOf({ ownershipTransferOnBalanceDay: 'YES' }), '2025-06-27');
    const busan = evaluate(profileOf({ districtCode: BUSAN, ownershipTransferOnBalanceDay: 'YES' }));
    for (const evaluation of [...before, ...busan]) {
      expect(codesOf(evaluation), evaluation.product.code).not.toContain('OWNERSHIP_TRANSFER_CONTRACT');
    }
    expect(before.find((evaluation) => evaluation.product.code === 'SGI-01')?.eligible).toBe(true);
  });

  it('아니요면 그대로, 모르겠어요면 집주인이 바뀌지 않아야 한다는 조건을 붙여 받을 수 있다고 봐요', () => {
    const no = evaluate(profileOf({ ownershipTransferOnBalanceDay: 'NO' }));
    const unknown = evaluate(profileOf({ ownershipTransferOnBalanceDay: 'UNKNOWN' }));
    const sgiNo = no.find((evaluation) => evaluation.product.code === 'SGI-01');
    const sgiUnknown = unknown.find((evaluation) => evaluation.product.code === 'SGI-01');
    expect(sgiNo?.conditions).toEqual([]);
    expect(sgiUnknown?.eligible).toBe(true);
    expect(sgiUnknown?.possibleLoanLimit).toBe(sgiNo?.possibleLoanLimit);
    expect(sgiUnknown?.conditions).toEqual([
      {
        code: 'OWNER_UNCHANGED_ON_BALANCE_DAY',
        message:
          '잔금일에 집주인이 바뀌지 않아야 해요. 바뀌는 계약(소유권이전 조건부)이면 2025년 6월 28일부터 수도권·규제지역에서는 전세대출을 받을 수 없어요(6·27 가계부채 관리 강화 방안).',
      },
    ]);
  });

  it('이 질문이 없던 때 저장된 입력은 모르겠어요로 읽어요', () => {
    const stored: LoanProfile = { ...profileOf() };
    delete (stored as { ownershipTransferOnBalanceDay?: unknown }).ownershipTransferOnBalanceDay;
    const sgi = evaluate(stored).find((evaluation) => evaluation.product.code === 'SGI-01');
    expect(sgi?.eligible).toBe(true);
    expect(sgi?.conditions.map((condition) => condition.code)).toEqual(['OWNER_UNCHANGED_ON_BALANCE_DAY']);
  });

  it('보고서는 받을 수 있는 상품이 없다고 하고, 상품마다 그 이유를 보여줘요', () => {
    const advice = adviseLoan(profileOf({ ownershipTransferOnBalanceDay: 'YES' }), TEST_CONTEXT);
    expect(advice.hasEligibleProduct).toBe(false);
    const sgi = advice.recommendedProducts.find((row) => row.loanProductCode === 'SGI-01');
    expect(sgi?.notEligibleReasonCodes).toEqual(['OWNERSHIP_TRANSFER_CONTRACT']);
  });

  it('가조건 추정도 예라고 답하면 떨어뜨리고, 답이 없으면 확인할 답으로 남겨요', () => {
    const answered = estimatePreTerms(
      { districtCode: '1168010100', ownershipTransferOnBalanceDay: 'YES' },
      TEST_CONTEXT,
    );
    const sgi = answered.products.find((product) => product.loanProductCode === 'SGI-01');
    expect(sgi).toMatchObject({ status: 'NOT_ELIGIBLE', notEligibleReasonCodes: ['OWNERSHIP_TRANSFER_CONTRACT'] });
    const open = estimatePreTerms({ districtCode: '1168010100' }, TEST_CONTEXT);
    const pending = open.products.find((product) => product.loanProductCode === 'SGI-01');
    expect(pending?.status).toBe('PENDING');
    expect(pending?.pendingFields).toContain('ownershipTransferOnBalanceDay');
  });

  it('가조건 추정처럼 설명을 끄면 거절과 조건에 코드만 남고 문장은 비어 있어요', () => {
    const sgi = productOn(SGI_01, TEST_CONTEXT.policyDate);
    const outcome = (answer: LoanProfile['ownershipTransferOnBalanceDay']) =>
      ownershipTransferOutcome(
        sgi,
        deriveLoanFacts(profileOf({ ownershipTransferOnBalanceDay: answer })),
        ownershipTransferBanInForce(TEST_CONTEXT.policyDate),
        false,
      );
    expect(outcome('YES')).toEqual({ kind: 'REFUSED', reason: { code: 'OWNERSHIP_TRANSFER_CONTRACT', message: '' } });
    expect(outcome('UNKNOWN')).toEqual({
      kind: 'CONDITION',
      condition: { code: 'OWNER_UNCHANGED_ON_BALANCE_DAY', message: '' },
    });
  });
});
