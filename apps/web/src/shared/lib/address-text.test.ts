import { describe, expect, it } from 'vitest';
import { addressText } from './address-text.ts';

describe('addressText', () => {
  it('동네와 번지 앞에 시군구를 붙여요: 같은 이름의 동이 여러 구에 있어요 (issue 26)', () => {
    expect(addressText({ buildingName: '', districtCode: '1144012400', dongName: '망원동', jibun: '123-4' })).toBe(
      '마포구 망원동 123-4',
    );
    expect(
      addressText({ buildingName: '역삼빌라', districtCode: '1168010100', dongName: '역삼동', jibun: '754' }),
    ).toBe('역삼빌라 (강남구 역삼동 754)');
  });

  it('표에 없는 코드면 동네와 번지만, 주소가 없으면 null 이에요', () => {
    expect(addressText({ buildingName: null, districtCode: '9999999999', dongName: '망원동', jibun: '' })).toBe(
      '망원동',
    );
    expect(addressText({ buildingName: null, districtCode: null, dongName: null, jibun: null })).toBeNull();
  });
});
