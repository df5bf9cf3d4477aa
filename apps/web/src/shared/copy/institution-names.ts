import type { Bank, Institution } from '@jipsa/domain';

// Names of the lenders and guarantors behind the loan products (spec §3 icon set), shared by every
// screen that shows a product or a bank.

/** An institution icon's key: the product-code prefix, or DEFAULT when it is none of ours. */
export type InstitutionIconKey = Institution | 'DEFAULT';

export const INSTITUTION_NAMES: Readonly<Record<InstitutionIconKey, string>> = {
  NHUF: '주택도시기금',
  HF: '한국주택금융공사',
  HUG: '주택도시보증공사',
  SGI: 'SGI서울보증',
  DEFAULT: '금융기관',
};

export const BANK_NAMES: Readonly<Record<Bank, string>> = {
  HANA: '하나은행',
  SHINHAN: '신한은행',
  KB: 'KB국민은행',
  WOORI: '우리은행',
  KAKAO: '카카오뱅크',
  NH: 'NH농협은행',
  TOSS: '토스뱅크',
  IM: 'iM뱅크',
  BNK: 'BNK부산은행',
};
