// pdf.js reads the text layer of each page, in memory, with no font loading, no eval and no rendering. It runs only
// in the registry reader's own process (registry-reader.worker.ts), never on the server's thread: a hostile file can
// exhaust that process, whose memory and time the server watches (ADR 0039).
import path from 'node:path';
// Not `import { createRequire }`: the bundle's banner declares that name (build.mjs).
import nodeModule from 'node:module';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const pdfjsRoot = path.dirname(nodeModule.createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/** One run of text as pdf.js places it: the baseline's start (`x`, `y` from the page's bottom) and its width. */
export type PdfTextItem = { text: string; x: number; y: number; width: number; height: number };

/** Why a PDF gave no text to read. */
export type PdfTextFailure = 'IMAGE' | 'NOT_PDF' | 'ENCRYPTED' | 'TOO_MANY_PAGES' | 'TOO_MUCH_TEXT';

/** The first bytes of the photo formats a phone's picker hands over: JPEG, PNG, GIF, WebP (RIFF) and HEIC (ftyp). */
const IMAGE_SIGNATURES: readonly (readonly (number | null)[])[] = [
  [0xff, 0xd8, 0xff],
  [0x89, 0x50, 0x4e, 0x47],
  [0x47, 0x49, 0x46, 0x38],
  [0x52, 0x49, 0x46, 0x46],
  [null, null, null, null, 0x66, 0x74, 0x79, 0x70],
];

/** Whether the bytes are a photo rather than a PDF: the person is told to save the registry as a PDF (issue 50). */
export const isImageFile = (bytes: Uint8Array) =>
  IMAGE_SIGNATURES.some((signature) => signature.every((byte, index) => byte === null || bytes[index] === byte));
export type PdfTextResult = { ok: true; pages: PdfTextItem[][] } | { ok: false; reason: PdfTextFailure };

export type PdfTextLimits = {
  /** A registry of one house is a few pages; a long one with many 대지권 lots stays well under this. */
  maxPages: number;
  /** Characters over all pages; a 30-page registry has about 60,000. */
  maxChars: number;
};

/**
 * The positioned text of every page, or why there is none to read.
 *
 * @example
 * await pdfText(bytes, { maxPages: 30, maxChars: 300_000 }); // { ok: true, pages: [[{ text: '갑구', x, y, … }]] }
 */
export async function pdfText(bytes: Uint8Array, { maxPages, maxChars }: PdfTextLimits): Promise<PdfTextResult> {
  if (isImageFile(bytes)) return { ok: false, reason: 'IMAGE' };
  const loading = getDocument({
    // pdf.js takes a plain Uint8Array only, not a Buffer.
    data: Buffer.isBuffer(bytes) ? new Uint8Array(bytes) : bytes,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    useWorkerFetch: false,
    stopAtErrors: false,
    verbosity: 0,
    // Predefined CMaps (KSC-EUC-H, UniKS-UCS2-H …) of Korean PDFs that do not embed a ToUnicode map.
    cMapUrl: `${path.join(pdfjsRoot, 'cmaps')}/`,
    cMapPacked: true,
    standardFontDataUrl: `${path.join(pdfjsRoot, 'standard_fonts')}/`,
  });
  let document;
  try {
    document = await loading.promise;
  } catch (error) {
    await loading.destroy();
    const name = error instanceof Error ? error.name : '';
    return { ok: false, reason: name === 'PasswordException' ? 'ENCRYPTED' : 'NOT_PDF' };
  }
  try {
    if (document.numPages > maxPages) return { ok: false, reason: 'TOO_MANY_PAGES' };
    const pages: PdfTextItem[][] = [];
    let chars = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const items: PdfTextItem[] = [];
      // Streamed, so a page that inflates to endless text is stopped once it passes the limit, not read to its end.
      const reader = page.streamTextContent().getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const item of value.items) {
          if (!('str' in item) || item.str.trim() === '') continue;
          chars += item.str.length;
          const [, , , , x, y] = item.transform as number[];
          items.push({ text: item.str, x: x!, y: y!, width: item.width, height: item.height });
        }
        // Not cancelled: pdf.js would still enqueue the page's next chunk into the cancelled stream and end the process.
        // Destroying the document below stops the parsing.
        if (chars > maxChars) return { ok: false, reason: 'TOO_MUCH_TEXT' };
      }
      page.cleanup();
      pages.push(items);
    }
    return { ok: true, pages };
  } catch {
    // A page pdf.js cannot parse: the file is damaged or not what it claims to be.
    return { ok: false, reason: 'NOT_PDF' };
  } finally {
    await document.destroy();
  }
}
