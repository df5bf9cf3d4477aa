import { describe, expect, it } from 'vitest';
import { createAccessTokens, MEMBER_ACCESS_TOKEN_TTL_SECONDS } from './access-token.ts';

// Verified tokens are remembered (ADR 0014: WebCrypto's HMAC was a tenth of a member's list request); a
// remembered token must still expire on time, and only a token that passed every check is remembered.

const SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

describe('createAccessTokens: 검증된 토큰 기억', () => {
  it('한 번 통과한 토큰도 만료 시각이 지나면 거절해요', async () => {
    let now = new Date('2026-11-24T10:00:00Z');
    const tokens = createAccessTokens({ secret: SECRET, clock: () => now });
    const token = await tokens.sign({ userId: '3f1c2a7e-8b4d-4c1e-9a2b-1d2e3f4a5b6c', role: 'USER' });
    expect(await tokens.verify(token)).toEqual({ userId: '3f1c2a7e-8b4d-4c1e-9a2b-1d2e3f4a5b6c', role: 'USER' });
    now = new Date(now.getTime() + (MEMBER_ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(await tokens.verify(token)).not.toBeNull();
    now = new Date(now.getTime() + 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('다른 키로 서명한 토큰은 같은 내용이어도 기억된 토큰으로 통과하지 않아요', async () => {
    const clock = () => new Date('2026-11-24T10:00:00Z');
    const ours = createAccessTokens({ secret: SECRET, clock });
    const theirs = createAccessTokens({ secret: 'another-secret-that-is-long-enough-for-hs256', clock });
    const claims = { userId: '3f1c2a7e-8b4d-4c1e-9a2b-1d2e3f4a5b6c', role: 'USER' } as const;
    expect(await ours.verify(await ours.sign(claims))).toEqual(claims);
    expect(await ours.verify(await theirs.sign(claims))).toBeNull();
  });
});
