import { describe, expect, it } from 'vitest';
import { LEASE_TERM_ORIGINS, renewalRightUnused } from './lease-term-origin.ts';

describe('renewalRightUnused', () => {
  it('새 계약(합의한 재계약 포함)과 묵시적 갱신은 갱신요구권을 쓰지 않은 거예요', () => {
    expect(renewalRightUnused('NEW')).toBe(true);
    expect(renewalRightUnused('IMPLICIT_RENEWAL')).toBe(true);
  });
  it('갱신요구권으로 갱신했으면 이미 쓴 거예요 (한 번만 쓸 수 있어요)', () => {
    expect(renewalRightUnused('RENEWAL_RIGHT_USED')).toBe(false);
  });
  it('계약이 시작된 방식은 세 가지예요', () => {
    expect(LEASE_TERM_ORIGINS).toEqual(['NEW', 'RENEWAL_RIGHT_USED', 'IMPLICIT_RENEWAL']);
  });
});
