import { createHash, randomBytes } from 'node:crypto';

/** An unguessable opaque token (256 bits, base64url) for refresh tokens and one-time login codes. */
export function createSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of the token: a leaked table then holds nothing a person can present.
 * A plain sha-256 is enough because the tokens carry 256 random bits (no dictionary to try).
 */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
