import { describe, expect, it } from 'vitest';
import { openRefreshSuccessor, sealRefreshSuccessor } from './refresh-successor.ts';
import { createSecretToken } from './secret-token.ts';

describe('sealRefreshSuccessor', () => {
  it('바뀐 토큰을 가진 쪽만 다음 토큰을 열 수 있어요', () => {
    const rotated = createSecretToken();
    const successor = createSecretToken();
    const sealed = sealRefreshSuccessor(rotated, successor);

    expect(sealed).not.toContain(successor);
    expect(openRefreshSuccessor(rotated, sealed)).toBe(successor);
    expect(openRefreshSuccessor(createSecretToken(), sealed)).toBeNull();
  });

  it('변조되거나 잘린 봉인은 열리지 않아요', () => {
    const rotated = createSecretToken();
    const sealed = sealRefreshSuccessor(rotated, createSecretToken());
    const flipped = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;

    expect(openRefreshSuccessor(rotated, flipped)).toBeNull();
    expect(openRefreshSuccessor(rotated, sealed.slice(0, 20))).toBeNull();
    expect(openRefreshSuccessor(rotated, '')).toBeNull();
  });
});
