import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const KEY_LABEL = 'jipsa:refresh-successor:v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

// The key comes from the rotated token itself: only a holder of that token can read its successor, and
// the database alone (which keeps hashes) reveals nothing.
const keyOf = (rotatedToken: string) => Buffer.from(hkdfSync('sha256', rotatedToken, Buffer.alloc(0), KEY_LABEL, 32));

/**
 * Encrypts the token that replaced `rotatedToken` so that a second tab presenting `rotatedToken` a moment
 * later can be given the same successor (AES-256-GCM).
 *
 * @example
 * const sealed = sealRefreshSuccessor(oldToken, newToken);
 * openRefreshSuccessor(oldToken, sealed); // newToken
 */
export function sealRefreshSuccessor(rotatedToken: string, successorToken: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(rotatedToken), iv);
  const body = Buffer.concat([cipher.update(successorToken, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The successor sealed with `rotatedToken`, or `null` when the seal does not open with it. */
export function openRefreshSuccessor(rotatedToken: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(rotatedToken), bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
