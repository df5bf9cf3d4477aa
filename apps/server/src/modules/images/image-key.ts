import { randomBytes } from 'node:crypto';

/** The formats the server stores after re-encoding, by key extension. */
export const IMAGE_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
} as const;

export type StoredImageExtension = keyof typeof IMAGE_CONTENT_TYPES;

// 16 random bytes in base64url are 22 characters: unguessable, and nothing a path could be made of.
const IMAGE_KEY_PATTERN = /^[A-Za-z0-9_-]{22}\.(jpg|png|webp)$/;

/**
 * A new random key for a stored image.
 *
 * @example
 * newImageKey('jpg'); // 'q3X0l9cD2J4mYkq1b7Qh1w.jpg'
 */
export function newImageKey(extension: StoredImageExtension): string {
  return `${randomBytes(16).toString('base64url')}.${extension}`;
}

/**
 * Whether `key` is a key `newImageKey` could have made; the only keys the storage adapters and
 * `GET /images/{key}` accept, so no `..`, slash or other path trick reaches a file system or a bucket.
 *
 * @example
 * isImageKey('q3X0l9cD2J4mYkq1b7Qh1w.jpg'); // true
 * isImageKey('../../etc/passwd'); // false
 */
export function isImageKey(key: string): boolean {
  return IMAGE_KEY_PATTERN.test(key);
}

/** Throws on a key `isImageKey` refuses: a programming error, never a caller's mistake. */
export function assertImageKey(key: string): void {
  if (!isImageKey(key)) throw new Error(`not an image key: ${JSON.stringify(key)}`);
}

/**
 * The content type a stored image is served with, from its key.
 *
 * @example
 * imageContentType('q3X0l9cD2J4mYkq1b7Qh1w.webp'); // 'image/webp'
 */
export function imageContentType(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1) as StoredImageExtension;
  return IMAGE_CONTENT_TYPES[extension] ?? 'application/octet-stream';
}

/** The public path of a stored image. */
export const imageUrlOf = (key: string) => `/images/${key}`;
