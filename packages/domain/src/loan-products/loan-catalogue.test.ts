import { describe, expect, it } from 'vitest';
import { LOAN_CATALOGUE_EDITIONS, loanCatalogueFor } from './loan-catalogue.ts';
import { BANKS, LOAN_PRODUCT_CODES, RESERVED_LOAN_PRODUCT_CODES } from './loan-product.ts';
import { LOAN_PROFILE_FIELDS } from './loan-profile.ts';

describe('loanCatalogueFor', () => {
  it('2026-07-01 이후에는 13개 상품과 전세피해 상품 4개를 정해진 순서로 내놓아요', () => {
    const edition = loanCatalogueFor('2026-11-22');
    expect([...edition.products, ...edition.depositDamageProducts].map((product) => product.code)).toEqual([
      ...LOAN_PRODUCT_CODES,
    ]);
    expect(edition.depositDamageProducts.map((product) => product.code)).toEqual([
      'NHUF-08',
      'NHUF-09',
      'NHUF-10',
      'NHUF-11',
    ]);
  });

  it('판매가 끝난 NHUF-03은 예약만 하고 내놓지 않아요', () => {
    const offered: readonly string[] = loanCatalogueFor('2026-11-22').products.map((product) => product.code);
    for (const reserved of RESERVED_LOAN_PRODUCT_CODES) expect(offered).not.toContain(reserved);
  });

  it('가장 오래된 판보다 이른 기준일에는 가장 오래된 판을 써요', () => {
    expect(loanCatalogueFor('2016-12-31')).toBe(LOAN_CATALOGUE_EDITIONS[0]);
  });

  it('가장 오래된 판은 바뀐 규칙이 없어서 그날 기준의 상품이라고만 말해요', () => {
    expect(LOAN_CATALOGUE_EDITIONS[0]).toMatchObject({
      effectiveFrom: '2017-01-01',
      note: '2017년 1월 1일 기준 전세·월세 대출 상품',
    });
  });

  it('판은 날짜 오름차순이에요', () => {
    const dates = LOAN_CATALOGUE_EDITIONS.map((edition) => edition.effectiveFrom);
    expect([...dates].sort()).toEqual(dates);
  });
});

describe('상품 데이터', () => {
  const products = loanCatalogueFor('2026-11-22').products;
  const edition = loanCatalogueFor('2026-11-22');

  it.each([...products, ...edition.depositDamageProducts].map((product) => [product.code, product] as const))(
    '%s는 기관 접두어, 특징 3개, 은행, 한도 상한을 갖춰요',
    (code, product) => {
      expect(code.startsWith(`${product.institution}-`)).toBe(true);
      expect(product.features).toHaveLength(3);
      for (const feature of product.features) expect(feature).toMatch(/^[^\s].{1,19}$/u);
      expect(new Set(product.features).size).toBe(3);
      expect(product.availableBanks.length).toBeGreaterThan(0);
      for (const bank of product.availableBanks) expect(BANKS).toContain(bank);
      for (const field of product.reads) expect(LOAN_PROFILE_FIELDS).toContain(field);
      expect(product.reads).toContain('rentalDeposit');
      expect(product.limitBounds.maxDepositRatioPercent).toBeLessThanOrEqual(90);
      expect(product.name).toMatch(/[가-힣]/);
    },
  );

  it('추정 규칙에 기댄 상품은 NHUF-07(원문 미확인), HF-05(금리)와 HF-01(지원 구간)이에요', () => {
    expect(products.filter((product) => product.isEstimate).map((product) => product.code)).toEqual([
      'NHUF-07',
      'HF-05',
      'HF-01',
    ]);
  });
});
