import { describe, expect, it } from 'vitest';
import { createOfflineAddressSource } from './offline-address-source.ts';
import { createOfflineHousingSource } from './offline-housing-source.ts';

describe('내장 주소 출처', () => {
  const source = createOfflineAddressSource();

  it('동네 결과를 주소 계약 모양으로 돌려줘요', async () => {
    const page = await source.search('역삼동', 1, 20);
    expect(page.totalCount).toBe(1);
    expect(page.addresses[0]).toEqual({
      roadAddress: '',
      jibunAddress: '서울특별시 강남구 역삼동',
      buildingName: '',
      districtCode: '1168010100',
      dongName: '역삼동',
      jibun: '',
      sido: '서울특별시',
      sigungu: '강남구',
      isMetro: true,
      displayAddress: '서울특별시 강남구 역삼동',
      highlights: [{ start: 10, end: 13 }],
    });
  });

  it.each([
    ['인천 부평', true],
    ['경기 분당', true],
    ['부산 해운대', false],
    ['세종 반곡동', false],
  ])('%s 의 수도권 여부는 %s 예요', async (keyword, isMetro) => {
    const page = await source.search(keyword, 1, 1);
    expect(page.addresses[0]?.isMetro).toBe(isMetro);
  });

  it('페이지 번호는 1부터 세고 페이지 크기만큼 잘라요', async () => {
    const first = await source.search('서울 강남', 1, 5);
    const second = await source.search('서울 강남', 2, 5);
    expect(first.addresses).toHaveLength(5);
    expect(second.addresses[0]?.districtCode).not.toBe(first.addresses[0]?.districtCode);
    expect(second.totalCount).toBe(first.totalCount);
    const last = await source.search('서울 강남', Math.ceil(first.totalCount / 5) + 1, 5);
    expect(last.addresses).toEqual([]);
  });

  it('시군구 단계 결과의 동 이름은 비어 있어요', async () => {
    const page = await source.search('서울 강남', 1, 1);
    expect(page.addresses[0]).toMatchObject({ districtCode: '1168000000', dongName: '', sigungu: '강남구' });
  });
});

describe('내장 주택 정보 출처', () => {
  it('흔한 전용면적 다섯 가지를 가격 없이 돌려줘요', async () => {
    const answer = await createOfflineHousingSource().lookup({
      districtCode: '1168010100',
      jibun: '',
      dongName: '역삼동',
    });
    expect(answer.housingType).toBeNull();
    expect(answer.areas.map((area) => area.label)).toEqual([
      '33㎡ (약 10평)',
      '49㎡ (약 15평)',
      '59㎡ (약 18평)',
      '84㎡ (약 25평)',
      '102㎡ (약 31평)',
    ]);
    for (const area of answer.areas) {
      expect(area).toMatchObject({ averageDeposit: null, averageMonthlyRent: null, transactionCount: 0 });
    }
  });
});
