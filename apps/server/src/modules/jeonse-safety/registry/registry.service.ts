import type { RegistryReading } from '@jipsa/contracts';
import { koreaPolicyDate } from '@jipsa/domain';
import type { Clock } from '../../auth/clock.ts';
import { createPdfTextReader, type PdfFailure, type PdfTextLimits, PDF_TEXT_LIMITS } from './read-pdf-text.ts';
import { readRegistryText, type RegistryTextFailure } from './read-registry.ts';

export type RegistryFailure = PdfFailure | RegistryTextFailure;
export type RegistryResult =
  { ok: true; reading: RegistryReading; pages: number } | { ok: false; reason: RegistryFailure };

/**
 * Reads an uploaded 등기사항전부증명서 PDF (issue 30): its text in the PDF worker, its tables on this thread. The bytes
 * and the text live only for the call; nothing is stored or logged.
 */
export function createRegistryService({ clock, limits = PDF_TEXT_LIMITS }: { clock: Clock; limits?: PdfTextLimits }) {
  const pdf = createPdfTextReader(limits);
  return {
    async read(bytes: Uint8Array): Promise<RegistryResult> {
      const text = await pdf.read(bytes);
      if (!text.ok) return text;
      const result = readRegistryText(text.pages, koreaPolicyDate(clock()));
      return result.ok ? { ...result, pages: text.pages.length } : result;
    },
    close: () => pdf.close(),
  };
}
