/** A DTI limit shown beside the result; `limitPercent: null` means no DTI limit there. */
export type DtiReferenceLimit = {
  readonly key: 'REGULATED_AREA' | 'NON_REGULATED_CAPITAL_AREA' | 'LIFETIME_FIRST_OR_ORDINARY_DEMAND' | 'OTHER_AREAS';
  readonly label: string;
  readonly limitPercent: number | null;
  readonly note: string;
};

/**
 * DTI limits for reference (docs/domain-rules.md §3). The DTI screen has no region input, so the
 * result lists them all instead of judging one.
 */
export const DTI_REFERENCE_LIMITS: readonly DtiReferenceLimit[] = [
  // NOTE: 규제지역 (투기과열·조정대상) DTI 40 %, kept by FSC 2025-10-15 for the areas designated
  // 2025-10-16 [S]; 수도권 비규제 60 % and 생애최초·서민실수요자 60 % [S]; 지방 has no DTI limit, DSR governs.
  { key: 'REGULATED_AREA', label: '규제지역', limitPercent: 40, note: 'DTI 40% 이하' },
  { key: 'NON_REGULATED_CAPITAL_AREA', label: '수도권 비규제지역', limitPercent: 60, note: 'DTI 60% 이하' },
  { key: 'LIFETIME_FIRST_OR_ORDINARY_DEMAND', label: '생애최초·서민실수요자', limitPercent: 60, note: 'DTI 60% 이하' },
  { key: 'OTHER_AREAS', label: '지방', limitPercent: null, note: '규제 없음 (DSR이 적용돼요)' },
];
