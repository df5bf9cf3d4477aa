// @ts-check
// The worker thread that opens an uploaded PDF (ADR 0030): pdf.js reads the text layer of each page, in memory, with
// no font loading, no eval and no rendering. Piscina runs it with a memory cap and the caller's time limit; a bad file
// can exhaust this thread, never the server's. It answers the positioned text only; what it means is read on the
// server's thread (read-registry.ts).
import path from 'node:path';
import { createRequire } from 'node:module';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * @typedef {{ text: string; x: number; y: number; width: number; height: number }} PdfTextItem
 * @typedef {{ ok: true; pages: PdfTextItem[][] } | { ok: false; reason: 'NOT_PDF' | 'ENCRYPTED' | 'TOO_MANY_PAGES' | 'TOO_MUCH_TEXT' }} PdfTextResult
 */

/**
 * @param {{ bytes: Uint8Array; maxPages: number; maxChars: number }} task
 * @returns {Promise<PdfTextResult>}
 */
export default async function readPdfText({ bytes, maxPages, maxChars }) {
  const loading = getDocument({
    data: bytes,
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
    /** @type {PdfTextItem[][]} */
    const pages = [];
    let chars = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      /** @type {PdfTextItem[]} */
      const items = [];
      // Streamed, so a page that inflates to endless text is stopped once it passes the limit, not read to its end.
      const reader = page.streamTextContent().getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        for (const item of value.items) {
          if (!('str' in item) || item.str.trim() === '') continue;
          chars += item.str.length;
          const [, , , , x, y] = item.transform;
          items.push({ text: item.str, x, y, width: item.width, height: item.height });
        }
        if (chars > maxChars) {
          // pdf.js rejects the cancel of a page still being parsed; the document is destroyed below either way.
          await reader.cancel().catch(() => undefined);
          return { ok: false, reason: 'TOO_MUCH_TEXT' };
        }
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
