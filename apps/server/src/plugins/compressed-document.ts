import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** A text the server answers from memory, compressed once at start-up in every encoding it offers. */
export type CompressedDocument = {
  contentType: string;
  bodies: Readonly<Record<ContentEncoding, Buffer>>;
  /** A strong ETag per encoding: the same bytes always get the same tag. */
  etags: Readonly<Record<ContentEncoding, string>>;
};

/** The text in every encoding the server offers, with the ETags; compressed at the highest levels, once. */
export function compressedDocument(text: string, contentType: string): CompressedDocument {
  const identity = Buffer.from(text, 'utf8');
  const bodies = {
    br: brotliCompressSync(identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
    gzip: gzipSync(identity, { level: zlib.Z_BEST_COMPRESSION }),
    identity,
  };
  const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
  return { contentType, bodies, etags: { br: `"${hash}-br"`, gzip: `"${hash}-gz"`, identity: `"${hash}"` } };
}
