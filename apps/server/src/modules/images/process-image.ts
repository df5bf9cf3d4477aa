import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import { IMAGE_CONTENT_TYPES, type StoredImageExtension } from './image-key.ts';

/** The long edge of a stored image (docs/api.md "Community": at most 1,600 px). */
export const IMAGE_LONG_EDGE_MAX = 1_600;
// A decompression bomb guard well above any phone camera (a 108 MP sensor is ~1.1e8 px).
const MAX_INPUT_PIXELS = 150_000_000;

// What file-type recognises by content → the format libvips must then agree it decoded.
const ACCEPTED_FORMATS: Record<string, string> = { jpg: 'jpeg', png: 'png', webp: 'webp', gif: 'gif' };

export type ProcessedImage = {
  body: Buffer;
  extension: StoredImageExtension;
  contentType: string;
  width: number;
  height: number;
};

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE');
const imageTooLarge = (width: number, height: number) =>
  new AppError(
    'PAYLOAD_TOO_LARGE',
    `이미지의 가로·세로 크기가 너무 커요 (${width.toLocaleString('ko-KR')} × ${height.toLocaleString('ko-KR')}px). ` +
      '1억 5천만 화소 이하의 사진을 올려주세요.',
  );

/** Whether any pixel of 8-bit RGBA `data` is not fully opaque (GIFs and many PNGs carry an unused alpha channel). */
function hasTransparentPixel(rgba: Buffer): boolean {
  for (let alpha = 3; alpha < rgba.length; alpha += 4) if (rgba[alpha] !== 255) return true;
  return false;
}

/**
 * Turns an uploaded file into the image the server stores: accepted only when its CONTENT is a JPEG, PNG,
 * WebP or GIF that decodes completely (the name and declared type are ignored, so SVG, HTML, text renamed
 * `.png`, polyglots and truncated files are 415); turned upright by its EXIF orientation, shrunk to a long
 * edge of at most 1,600 px (never enlarged) and re-encoded without any metadata (EXIF, GPS, XMP, ICC: the
 * encoder only ever sees raw pixels, and `withMetadata` is never called). Opaque images become JPEG,
 * images with transparent pixels WebP; an animated GIF or WebP keeps its first frame.
 *
 * @example
 * const image = await processImage(uploadedBytes); // { body, extension: 'jpg', contentType: 'image/jpeg', width, height }
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sniffed = await fileTypeFromBuffer(input);
  const expectedFormat = sniffed ? ACCEPTED_FORMATS[sniffed.ext] : undefined;
  if (!expectedFormat) throw unsupported();

  let metadata: Metadata;
  try {
    // The header alone (no pixels decoded), read without the pixel limit so that a bomb is told by its size.
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  if (metadata.format !== expectedFormat) throw unsupported();
  if (metadata.width * metadata.height > MAX_INPUT_PIXELS) throw imageTooLarge(metadata.width, metadata.height);
  const image = sharp(input, { failOn: 'truncated', limitInputPixels: MAX_INPUT_PIXELS });

  try {
    // Decoded once to plain 8-bit sRGB pixels: nothing of the upload but its pixels reaches the encoder.
    const { data, info } = await image
      .rotate()
      .resize({ width: IMAGE_LONG_EDGE_MAX, height: IMAGE_LONG_EDGE_MAX, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixels = sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
    const extension: StoredImageExtension = info.channels === 4 && hasTransparentPixel(data) ? 'webp' : 'jpg';
    const body = await (
      extension === 'webp'
        ? pixels.webp({ quality: 85 })
        : pixels.removeAlpha().jpeg({ quality: 82, progressive: true })
    ).toBuffer();
    return { body, extension, contentType: IMAGE_CONTENT_TYPES[extension], width: info.width, height: info.height };
  } catch {
    // The header was fine but the pixels are not (truncated, corrupt, a polyglot): not an image we accept.
    throw unsupported();
  }
}
