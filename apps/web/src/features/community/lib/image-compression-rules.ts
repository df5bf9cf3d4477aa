// NOTE: spec §5 and §9 — images of 1 MB (1,048,576 bytes) or more are compressed in the browser before
// upload, to at most 800×800 px with the aspect kept, as JPEG at quality 0.7.
export const IMAGE_COMPRESSION_THRESHOLD_BYTES = 1_048_576;
export const COMPRESSED_IMAGE_MAX_SIDE = 800;
export const COMPRESSED_IMAGE_QUALITY = 0.7;
export const COMPRESSED_IMAGE_TYPE = 'image/jpeg';

/**
 * Whether a picked image is compressed before upload: at the threshold or above.
 * @example needsCompression(1_048_575) // false
 * @example needsCompression(1_048_576) // true
 */
export function needsCompression(sizeInBytes: number): boolean {
  return sizeInBytes >= IMAGE_COMPRESSION_THRESHOLD_BYTES;
}

/**
 * The size an image is drawn at so that both sides fit in `maxSide`, the aspect kept, never enlarged,
 * whole pixels and at least 1 px.
 * @example fitWithin(4000, 3000) // { width: 800, height: 600 }
 * @example fitWithin(640, 480) // { width: 640, height: 480 }
 */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number = COMPRESSED_IMAGE_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / width, maxSide / height);
  return {
    width: Math.max(1, Math.min(maxSide, Math.round(width * scale))),
    height: Math.max(1, Math.min(maxSide, Math.round(height * scale))),
  };
}
