import {
  COMPRESSED_IMAGE_QUALITY,
  COMPRESSED_IMAGE_TYPE,
  fitWithin,
  needsCompression,
} from './image-compression-rules.ts';

/** A decoded picture with its natural size; `release` frees what decoding held. */
export type DecodedImage = { source: CanvasImageSource; width: number; height: number; release: () => void };

/** The part of a canvas the compression uses, so tests can stand in for a browser's canvas. */
export type DrawingSurface = {
  width: number;
  height: number;
  getContext(kind: '2d'): Pick<CanvasRenderingContext2D, 'drawImage'> | null;
  toBlob(callback: (blob: Blob | null) => void, type: string, quality: number): void;
};

export type ImageCanvas = {
  decode: (file: File) => Promise<DecodedImage>;
  createSurface: () => DrawingSurface;
};

async function decodeInBrowser(file: File): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    // Bitmaps honour the photo's EXIF orientation, so a portrait shot stays upright.
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return {
      source: image,
      width: image.naturalWidth,
      height: image.naturalHeight,
      release: () => URL.revokeObjectURL(url),
    };
  } catch (error) {
    URL.revokeObjectURL(url);
    throw error;
  }
}

export const browserImageCanvas: ImageCanvas = {
  decode: decodeInBrowser,
  createSurface: () => document.createElement('canvas'),
};

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'image'}.jpg`;

/**
 * Redraws an image at most 800×800 px (aspect kept) as JPEG quality 0.7 (spec §9). Fails with an Error
 * when the file cannot be read or the canvas cannot draw or encode; the caller shows the spec's alert.
 *
 * @example
 * const small = await compressImage(photo); // photo.jpg, 4000×3000, 3 MB → photo.jpg, 800×600, image/jpeg
 */
export async function compressImage(file: File, canvas: ImageCanvas = browserImageCanvas): Promise<File> {
  const decoded = await canvas.decode(file);
  try {
    const { width, height } = fitWithin(decoded.width, decoded.height);
    const surface = canvas.createSurface();
    surface.width = width;
    surface.height = height;
    const context = surface.getContext('2d');
    if (!context) throw new Error('이 브라우저에서는 사진을 그릴 수 없어요.');
    context.drawImage(decoded.source, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) =>
      surface.toBlob(resolve, COMPRESSED_IMAGE_TYPE, COMPRESSED_IMAGE_QUALITY),
    );
    if (!blob) throw new Error('사진을 JPEG로 바꾸지 못했어요.');
    return new File([blob], jpegName(file.name), { type: COMPRESSED_IMAGE_TYPE });
  } finally {
    decoded.release();
  }
}

/**
 * The file to upload for a picked image: as is below 1 MB, compressed from 1 MB up (spec §5).
 * @example await prepareImageForUpload(smallPng) // the same file
 */
export function prepareImageForUpload(file: File, canvas: ImageCanvas = browserImageCanvas): Promise<File> {
  return needsCompression(file.size) ? compressImage(file, canvas) : Promise.resolve(file);
}
