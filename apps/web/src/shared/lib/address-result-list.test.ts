import type { AddressSearchResult, SearchedAddress } from '@jipsa/contracts';
import { describe, expect, it } from 'vitest';
import { addressResultList } from './address-result-list.ts';

const address = (name: string): SearchedAddress => ({
  roadAddress: '',
  jibunAddress: name,
  buildingName: '',
  districtCode: '1168010100',
  dongName: name,
  jibun: '',
  sido: '서울특별시',
  sigungu: '강남구',
  isMetro: true,
  displayAddress: name,
  highlights: [],
});

const page = (source: 'JUSO' | 'OFFLINE', number: number, names: string[], notice?: string): AddressSearchResult => ({
  totalCount: 100,
  page: number,
  pageSize: 20,
  hasMore: true,
  source,
  ...(notice ? { notice } : {}),
  addresses: names.map(address),
});

describe('addressResultList', () => {
  it('같은 출처의 페이지는 이어 붙여요', () => {
    const list = addressResultList([page('JUSO', 1, ['가']), page('JUSO', 2, ['나'])]);
    expect(list.addresses.map((entry) => entry.dongName)).toEqual(['가', '나']);
    expect(list.source).toBe('JUSO');
  });

  it('중간에 출처가 바뀌면 그 페이지부터 새 목록으로 보여주고 안내도 그 페이지의 것을 써요', () => {
    const list = addressResultList([page('JUSO', 1, ['가']), page('OFFLINE', 2, ['다'], '동네 단위로 찾았어요.')]);
    expect(list.addresses.map((entry) => entry.dongName)).toEqual(['다']);
    expect(list.source).toBe('OFFLINE');
    expect(list.notice).toBe('동네 단위로 찾았어요.');
  });

  it('페이지가 없으면 빈 목록이에요', () => {
    expect(addressResultList([])).toEqual({ addresses: [], source: null, notice: null, totalCount: 0 });
  });
});
