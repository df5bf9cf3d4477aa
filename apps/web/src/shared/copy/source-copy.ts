/** How sure a sourced sentence is: P the law's or lender's own text, S a secondary source, U not confirmed. */
export type SourceCertainty = 'P' | 'S' | 'U';

export const sourceCopy = {
  certainty: { P: '법령 원문', S: '2차 자료', U: '확인 못 함' } satisfies Record<SourceCertainty, string>,
};
