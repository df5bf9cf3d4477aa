import { z } from 'zod';
import { RENT_HOUSING_TYPES } from './enum-values.ts';

// Enum values of the spec and docs/api.md. Labels shown to people live in the web's copy files.

export const roleTypeSchema = z.enum(['GUEST', 'USER', 'ADMIN']);
export const abTestTypeSchema = z.enum(['A', 'B']);

export const repaymentTypeSchema = z.enum(['AMORTIZING', 'EQUAL_PRINCIPAL', 'BULLET']);
export const interestRateTypeSchema = z.enum(['VARIABLE', 'MIXED', 'PERIODIC']);
export const dsrLoanTypeSchema = z.enum([
  'MORTGAGE',
  'JEONSE_LOAN',
  'PERSONAL_LOAN',
  'OTHER_LOAN',
  'LONG_TERM_CARD_LOAN',
  'OTHER_COLLATERAL_LOAN',
  'INTERIM_PAYMENT_AND_MOVING',
  'OFFICETEL_MORTGAGE_LOAN',
  'JEONSE_DEPOSIT_COLLATERAL_LOAN',
  'NON_HOUSING_REAL_ESTATE_COLLATERAL_LOAN',
  'DEPOSIT_AND_INSURANCE_COLLATERAL_LOAN',
  'SECURITIES_COLLATERAL_LOAN',
]);
export const lenderTypeSchema = z.enum(['BANK', 'NON_BANK']);
export const loanPurposeSchema = z.enum(['HOME_PURCHASE', 'LIVING_STABILITY']);
export const regionTypeSchema = z.enum(['REGULATED_AREA', 'NON_REGULATED_CAPITAL_AREA', 'OTHER_AREAS']);
export const ltvHouseOwnershipTypeSchema = z.enum([
  'LIFETIME_FIRST',
  'ORDINARY_DEMAND',
  'NO_HOUSE',
  'SINGLE_HOUSE_DISPOSAL',
  'MORE_THAN_ONE_HOUSE',
  'SINGLE_HOUSE',
  'MORE_THAN_TWO_HOUSE',
]);

export const maritalStatusSchema = z.enum(['SINGLE', 'ENGAGED', 'NEWLY_MARRIED', 'MARRIED']);
export const childStatusSchema = z.enum(['NO_CHILD', 'ONE_CHILD', 'TWO_CHILD', 'THREE_OR_MORE_CHILDREN']);
export const houseOwnershipTypeSchema = z.enum(['NO_HOUSE', 'SINGLE_HOUSE', 'MULTI_HOUSE']);
export const rentHousingTypeSchema = z.enum(RENT_HOUSING_TYPES);
/** "잔금일에 집주인이 바뀌나요?": 예 / 아니요 / 모르겠어요 (ADR 0028). */
export const ownershipTransferAnswerSchema = z.enum(['YES', 'NO', 'UNKNOWN']);
export const bankSchema = z.enum(['HANA', 'SHINHAN', 'KB', 'WOORI', 'KAKAO', 'NH', 'TOSS', 'IM', 'BNK']);

export const sortTypeSchema = z.enum(['LATEST', 'POPULAR']);
export const updateDeleteAuthoritySchema = z.enum(['ALL', 'NONE']);

export type RepaymentType = z.infer<typeof repaymentTypeSchema>;
export type InterestRateType = z.infer<typeof interestRateTypeSchema>;
export type DsrLoanType = z.infer<typeof dsrLoanTypeSchema>;
export type MaritalStatus = z.infer<typeof maritalStatusSchema>;
export type ChildStatus = z.infer<typeof childStatusSchema>;
export type HouseOwnershipType = z.infer<typeof houseOwnershipTypeSchema>;
export type RentHousingType = z.infer<typeof rentHousingTypeSchema>;
export type OwnershipTransferAnswer = z.infer<typeof ownershipTransferAnswerSchema>;
export type Bank = z.infer<typeof bankSchema>;
export type RoleType = z.infer<typeof roleTypeSchema>;
export type AbTestType = z.infer<typeof abTestTypeSchema>;
export type SortType = z.infer<typeof sortTypeSchema>;
