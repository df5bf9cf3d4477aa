import { describe, expect, it } from 'vitest';
import {
  addressSearchQuerySchema,
  addressSearchRequestSchema,
  addressSearchResultSchema,
  housingInfoRequestSchema,
  housingInfoSchema,
} from './housing.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('주소 검색어', () => {
  it('앞뒤 공백을 지운 뒤 2글자 이상이면 받아요', () => {
    expect(addressSearchRequestSchema.parse({ keyword: '  역삼동 ' })).toEqual({ keyword: '역삼동' });
    expect(addressSearchRequestSchema.parse({ keyword: '역삼' })).toEqual({ keyword: '역삼' });
  });

  it('공백을 지우면 한 글자뿐인 검색어는 한국어로 거절해요', () => {
    const result = addressSearchRequestSchema.safeParse({ keyword: '  역 ' });
    expect(result.success).toBe(false);
    expect(messageOf(result)).toBe('검색어를 2글자 이상 입력해주세요.');
  });

  it('60자를 넘는 검색어는 거절하고 60자는 받아요', () => {
    expect(addressSearchRequestSchema.safeParse({ keyword: '가'.repeat(60) }).success).toBe(true);
    const result = addressSearchRequestSchema.safeParse({ keyword: '가'.repeat(61) });
    expect(messageOf(result)).toBe('검색어는 60자까지 입력할 수 있어요.');
  });

  it.each(['역삼\u0000동', '역삼\u0007동', '역\n삼동', '역삼\u007f동'])(
    '제어 문자가 든 검색어 %j 는 거절해요',
    (keyword) => {
      const result = addressSearchRequestSchema.safeParse({ keyword });
      expect(messageOf(result)).toBe('검색어에 쓸 수 없는 문자가 들어 있어요.');
    },
  );

  it('검색어가 없거나 문자열이 아니면 입력을 요청해요', () => {
    expect(messageOf(addressSearchRequestSchema.safeParse({}))).toBe('검색어를 입력해주세요.');
    expect(messageOf(addressSearchRequestSchema.safeParse({ keyword: 12 }))).toBe('검색어를 입력해주세요.');
  });
});

describe('주소 검색 페이지', () => {
  it('페이지를 주지 않으면 1페이지예요', () => {
    expect(addressSearchQuerySchema.parse({})).toEqual({ page: 1 });
  });

  it('쿼리 문자열의 숫자를 정수로 읽어요', () => {
    expect(addressSearchQuerySchema.parse({ page: '3' })).toEqual({ page: 3 });
  });

  it.each(['0', '-1', '1.5', 'abc', '501'])('잘못된 페이지 %s 는 거절해요', (page) => {
    expect(addressSearchQuerySchema.safeParse({ page }).success).toBe(false);
  });
});

describe('주택 정보 요청', () => {
  it.each(['737', '737-1', '산 12-3', '산12', ''])('지번 %j 를 받아요', (jibun) => {
    expect(housingInfoRequestSchema.safeParse({ districtCode: '1168010100', jibun, dongName: '역삼동' }).success).toBe(
      true,
    );
  });

  it.each(['737-', 'abc', '12345', '1-2-3'])('지번 형식이 아닌 %j 는 거절해요', (jibun) => {
    const result = housingInfoRequestSchema.safeParse({ districtCode: '1168010100', jibun, dongName: '역삼동' });
    expect(messageOf(result)).toBe('지번은 737 또는 737-1 처럼 입력해주세요.');
  });

  it.each(['116801010', '11680101000', '11680a0100'])(
    '10자리 숫자가 아닌 법정동 코드 %s 는 거절해요',
    (districtCode) => {
      const result = housingInfoRequestSchema.safeParse({ districtCode, jibun: '737', dongName: '역삼동' });
      expect(messageOf(result)).toBe('법정동 코드는 10자리 숫자예요.');
    },
  );
});

describe('응답 모양', () => {
  it('주소 검색 결과의 notice 는 있어도 없어도 돼요', () => {
    const base = { totalCount: 0, page: 1, pageSize: 20, hasMore: false, source: 'OFFLINE', addresses: [] };
    expect(addressSearchResultSchema.safeParse(base).success).toBe(true);
    expect(addressSearchResultSchema.safeParse({ ...base, notice: '안내' }).success).toBe(true);
    expect(addressSearchResultSchema.safeParse({ ...base, source: 'KAKAO' }).success).toBe(false);
  });

  it('주택 정보의 평균 금액은 정수 원이거나 null 이에요', () => {
    const area = {
      exclusiveArea: 59.97,
      label: '60㎡ (약 18평)',
      averageDeposit: null,
      averageMonthlyRent: null,
      transactionCount: 0,
    };
    expect(housingInfoSchema.safeParse({ source: 'OFFLINE', housingType: null, areas: [area] }).success).toBe(true);
    const fractional = { ...area, averageDeposit: 1.5 };
    expect(
      housingInfoSchema.safeParse({ source: 'MOLIT', housingType: 'APARTMENT', areas: [fractional] }).success,
    ).toBe(false);
  });
});
