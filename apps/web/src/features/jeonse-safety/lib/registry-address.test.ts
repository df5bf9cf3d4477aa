import type { SearchedAddress } from '@jipsa/contracts';
import { describe, expect, it } from 'vitest';
import { addressFromRegistry, registryAddressParts } from './registry-address.ts';

const district = (
  districtCode: string,
  sido: string,
  sigungu: string,
  dongName: string,
  jibun = '',
): SearchedAddress => ({
  roadAddress: '',
  jibunAddress: `${sido} ${sigungu} ${dongName} ${jibun}`.trim(),
  buildingName: '',
  districtCode,
  dongName,
  jibun,
  sido,
  sigungu,
  isMetro: false,
  displayAddress: `${sido} ${sigungu} ${dongName}`,
  highlights: [],
});
const YEOKSAM = district('1168010100', '서울특별시', '강남구', '역삼동');

describe('등기부 주소로 폼 채우기', () => {
  it('소재지번을 동·리·가까지의 지역과 지번으로 나눠요', () => {
    expect(registryAddressParts('서울특별시 강남구 역삼동 754')).toEqual({
      district: '서울특별시 강남구 역삼동',
      jibun: '754',
    });
    expect(registryAddressParts('서울특별시 관악구 봉천동 1620-15')).toEqual({
      district: '서울특별시 관악구 봉천동',
      jibun: '1620-15',
    });
    expect(registryAddressParts('서울특별시 종로구 종로1가 1 외 1필지')).toEqual({
      district: '서울특별시 종로구 종로1가',
      jibun: '1',
    });
    expect(registryAddressParts('경기도 양평군 양평읍 양근리 산 12')).toEqual({
      district: '경기도 양평군 양평읍 양근리',
      jibun: '산12',
    });
    expect(registryAddressParts('서울특별시 강남구 역삼동')).toBeNull();
    expect(registryAddressParts('')).toBeNull();
  });

  it('시도·시군구·동이 같은 지역이 하나뿐이면 그 지역 코드에 등기부의 지번과 건물 이름을 붙여요', () => {
    const namesake = district('4729011400', '경상북도', '경산시', '역삼동');
    expect(addressFromRegistry('서울특별시 강남구 역삼동 754', '역삼빌라 제3층 제301호', [namesake, YEOKSAM])).toEqual({
      districtCode: '1168010100',
      dongName: '역삼동',
      jibun: '754',
      buildingName: '역삼빌라',
    });
    expect(
      addressFromRegistry('서울특별시 강남구 역삼동 754', '래미안 제101동 제5층 제502호', [YEOKSAM])?.buildingName,
    ).toBe('래미안');
    expect(addressFromRegistry('서울특별시 강남구 역삼동 754', null, [YEOKSAM])?.buildingName).toBe('');
    // The 도로명주소 API's result of the very building (with its own 지번) is the same district.
    expect(
      addressFromRegistry('서울특별시 강남구 역삼동 754', null, [
        district('1168010100', '서울특별시', '강남구', '역삼동', '754'),
        YEOKSAM,
      ]),
    )?.toMatchObject({ districtCode: '1168010100', jibun: '754' });
  });

  it('맞는 지역이 없거나 둘 이상이면 채우지 않아요 (사람이 골라요)', () => {
    expect(addressFromRegistry('서울특별시 강남구 역삼동 754', null, [])).toBeNull();
    expect(
      addressFromRegistry('서울특별시 강남구 역삼동 754', null, [
        district('4729011400', '경상북도', '경산시', '역삼동'),
      ]),
    ).toBeNull();
    expect(
      addressFromRegistry('서울특별시 강남구 역삼동 754', null, [
        YEOKSAM,
        district('1168010199', '서울특별시', '강남구', '역삼동'),
      ]),
    ).toBeNull();
    expect(addressFromRegistry('서울특별시 강남구 역삼동', null, [YEOKSAM])).toBeNull();
  });
});
