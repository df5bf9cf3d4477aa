import type { Won } from '../money/won.ts';
import type { ChildStatus, LoanProfile } from './loan-profile.ts';
import { isCapitalRegion, regionOf, type LoanRegion } from './region-of.ts';

/** What the product rules ask about a household, derived once from the loan form. */
export type LoanFacts = {
  readonly profile: LoanProfile;
  readonly region: LoanRegion;
  readonly isCapital: boolean;
  readonly isSeoul: boolean;
  /** 부부합산 연소득: own income plus the spouse's (or fiancé(e)'s) unless SINGLE. */
  readonly householdIncome: Won;
  /** 맞벌이: both partners earn. */
  readonly isDualIncome: boolean;
  /** Minor children, 3 meaning three or more; a newborn counts as at least one child. */
  readonly childCount: 0 | 1 | 2 | 3;
  /** 신혼부부 or 결혼 예정 (ENGAGED, NEWLY_MARRIED). */
  readonly isNewlywed: boolean;
  /** Legally married (NEWLY_MARRIED, MARRIED). */
  readonly isMarried: boolean;
  /** 단독세대: single, no child, no newborn. */
  readonly isSingleHousehold: boolean;
  /** What cash cannot cover: max(0, rentalDeposit − cashOnHand). */
  readonly need: Won;
};

const CHILD_COUNT: Readonly<Record<ChildStatus, 0 | 1 | 2 | 3>> = {
  NO_CHILD: 0,
  ONE_CHILD: 1,
  TWO_CHILD: 2,
  THREE_OR_MORE_CHILDREN: 3,
};

/** The children the rules count: the stated number, and a newborn counts as a first child. */
export function childCountOf(profile: Pick<LoanProfile, 'childStatus' | 'hasNewborn'>): 0 | 1 | 2 | 3 {
  const statedChildren = CHILD_COUNT[profile.childStatus];
  return profile.hasNewborn && statedChildren === 0 ? 1 : statedChildren;
}

/**
 * Derives the facts every product rule reads, so each rule states its condition in one line.
 * @example
 * deriveLoanFacts({ ...profile, maritalStatus: 'SINGLE', spouseAnnualIncome: 30_000_000 }).householdIncome
 * // profile.annualIncome: a SINGLE person's spouse income is ignored
 */
export function deriveLoanFacts(profile: LoanProfile): LoanFacts {
  const region = regionOf(profile.districtCode);
  const hasPartner = profile.maritalStatus !== 'SINGLE';
  const spouseIncome = hasPartner ? profile.spouseAnnualIncome : 0;
  const childCount = childCountOf(profile);
  return {
    profile,
    region,
    isCapital: isCapitalRegion(region),
    isSeoul: region === 'SEOUL',
    householdIncome: profile.annualIncome + spouseIncome,
    isDualIncome: hasPartner && profile.annualIncome > 0 && spouseIncome > 0,
    childCount,
    isNewlywed: profile.maritalStatus === 'ENGAGED' || profile.maritalStatus === 'NEWLY_MARRIED',
    isMarried: profile.maritalStatus === 'NEWLY_MARRIED' || profile.maritalStatus === 'MARRIED',
    isSingleHousehold: profile.maritalStatus === 'SINGLE' && childCount === 0,
    need: Math.max(0, profile.rentalDeposit - profile.cashOnHand),
  };
}
