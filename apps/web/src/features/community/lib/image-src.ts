import { config } from '../../../shared/config/config.ts';

/**
 * Where the browser loads a post's image from: the server answers `/images/{key}` on the API host, which
 * is another origin when the app is configured with one.
 * @example imageSrc('/images/ab.webp') // '/images/ab.webp' (same origin) or 'https://api.example/images/ab.webp'
 */
export function imageSrc(imageUrl: string): string {
  return imageUrl.startsWith('/') ? `${config.apiBaseUrl}${imageUrl}` : imageUrl;
}
