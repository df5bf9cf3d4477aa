/**
 * Where re-encoded images live: the local disk by default, S3-compatible object storage when configured.
 * Keys are always `isImageKey` keys; adapters refuse anything else.
 */
export type ImageStorage = {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is no such image. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the image; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
};
