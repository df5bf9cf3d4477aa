// The registry reader's own process (ADR 0039): the whole reading of an upload — pdf.js's text, the tables, the
// registrations, the reading — runs here, so a file built to take time or memory takes this process's, which the
// server ends (registry-reader.ts), never the server's event loop or heap.
import type { RegistryReading } from '@jipsa/contracts';
import workerpool from 'workerpool';
import { pdfText, type PdfTextFailure, type PdfTextLimits } from './pdf-text.ts';
import { readRegistryText, type RegistryTextFailure } from './read-registry.ts';

export type ReaderTask = { bytes: Uint8Array; today: string; limits: PdfTextLimits };
/** What the reader's process answers: the reading, or why the file is not a registry it can read. */
export type ReaderOutcome =
  { ok: true; reading: RegistryReading; pages: number } | { ok: false; reason: PdfTextFailure | RegistryTextFailure };

async function readRegistry({ bytes, today, limits }: ReaderTask): Promise<ReaderOutcome> {
  // The server watches this process's memory from the moment the reading starts.
  workerpool.workerEmit({ pid: process.pid });
  const text = await pdfText(bytes, limits);
  if (!text.ok) return text;
  const result = readRegistryText(text.pages, today);
  return result.ok ? { ...result, pages: text.pages.length } : result;
}

workerpool.worker({ readRegistry });
