import { jeonseSafetyRequestSchema } from '@jipsa/contracts';
import { describe, expect, it } from 'vitest';
import { jeonseSafetySearch } from '../../../shared/lib/jeonse-safety-search.ts';
import { EMPTY_JEONSE_SAFETY_DRAFT, readJeonseSafetyDraft, validateJeonseSafetyDraft } from './jeonse-safety-params.ts';

const complete = {
  ...EMPTY_JEONSE_SAFETY_DRAFT,
  districtCode: '1168010100',
  dongName: '역삼동',
  jibun: '754',
  buildingName: '역삼빌라',
  rentHousingType: 'HOUSEHOLD_HOUSE' as const,
  exclusiveArea: 50,
  rentalDeposit: 240_000_000,
  officialPrice: 200_000_000,
};

describe('jeonse-safety URL', () => {
  it('주소창에 담은 질문을 그대로 다시 읽어요', () => {
    const search = jeonseSafetySearch(complete);
    expect(readJeonseSafetyDraft(new URLSearchParams(search))).toEqual(complete);
  });

  it('숫자가 아닌 값은 답하지 않은 것으로 읽어요', () => {
    expect(readJeonseSafetyDraft(new URLSearchParams('rentalDeposit=abc')).rentalDeposit).toBeNull();
  });

  it('검사는 API 스키마의 한국어 메시지를 그대로 써요', () => {
    expect(validateJeonseSafetyDraft(complete, jeonseSafetyRequestSchema).ok).toBe(true);
    const result = validateJeonseSafetyDraft(
      {
        ...complete,
        districtCode: null,
        rentalDeposit: 0,
        rentHousingType: null,
      },
      jeonseSafetyRequestSchema,
    );
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        districtCode: '주소를 검색해서 골라주세요.',
        rentHousingType: '빌릴 집의 유형을 골라주세요.',
        rentalDeposit: '보증금은 1원부터 20억원까지 원 단위로 입력해주세요.',
      },
    });
  });
});
