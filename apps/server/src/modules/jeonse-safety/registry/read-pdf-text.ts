import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';

/** One run of text as pdf.js places it: the baseline's start (`x`, `y` from the page's bottom) and its width. */
export type PdfTextItem = { text: string; x: number; y: number; width: number; height: number };

/** Why a PDF gave no text to read. */
export type PdfFailure = 'NOT_PDF' | 'ENCRYPTED' | 'TOO_MANY_PAGES' | 'TOO_MUCH_TEXT' | 'TIMED_OUT' | 'BUSY';
export type PdfTextResult = { ok: true; pages: PdfTextItem[][] } | { ok: false; reason: PdfFailure };

export type PdfTextLimits = {
  /** A registry of one house is a few pages; a long one with many 대지권 lots stays well under this. */
  maxPages: number;
  /** Characters over all pages; a 30-page registry has about 60,000. */
  maxChars: number;
  timeLimitMs: number;
  /** Heap of the worker thread: pdf.js decoding a hostile file runs out there, not in the server. */
  maxHeapMb: number;
  /** Uploads waiting for the one worker; more than this are told to come back (503). */
  maxQueue: number;
};

export const PDF_TEXT_LIMITS: PdfTextLimits = {
  maxPages: 30,
  maxChars: 300_000,
  timeLimitMs: 10_000,
  maxHeapMb: 256,
  maxQueue: 8,
};

// The worker is plain JavaScript so that it runs as it is from the source tree (tests, tsx) and from the bundled
// server: build.mjs copies it beside dist/server.js.
const WORKER_CANDIDATES = [new URL('./read-pdf-text.worker.mjs', import.meta.url)];

function workerUrl(): string {
  const found = WORKER_CANDIDATES.find((candidate) => existsSync(fileURLToPath(candidate)));
  if (!found) throw new Error('read-pdf-text.worker.mjs not found beside the server');
  return found.href;
}

type WorkerTask = { bytes: Uint8Array; maxPages: number; maxChars: number };
type WorkerResult = { ok: true; pages: PdfTextItem[][] } | { ok: false; reason: PdfFailure };

/**
 * Reads the text layer of PDFs in one worker thread, one file at a time, each within `timeLimitMs` (a file that takes
 * longer has its thread ended and answers `TIMED_OUT`). Nothing is written anywhere.
 *
 * @example
 * const reader = createPdfTextReader();
 * const result = await reader.read(bytes); // { ok: true, pages } | { ok: false, reason: 'ENCRYPTED' }
 */
export function createPdfTextReader(limits: PdfTextLimits = PDF_TEXT_LIMITS) {
  let pool: Piscina<WorkerTask, WorkerResult> | null = null;
  const poolOf = () =>
    (pool ??= new Piscina<WorkerTask, WorkerResult>({
      filename: workerUrl(),
      minThreads: 0,
      maxThreads: 1,
      maxQueue: limits.maxQueue,
      // Uploads are rare: the thread and pdf.js leave memory a minute after the last one.
      idleTimeout: 60_000,
      resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32 },
    }));

  return {
    async read(bytes: Uint8Array): Promise<PdfTextResult> {
      const workers = poolOf();
      if (workers.queueSize >= limits.maxQueue) return { ok: false, reason: 'BUSY' };
      // The worker gets its own copy to take over; the caller's buffer stays as it was.
      const copy = new Uint8Array(bytes);
      const signal = AbortSignal.timeout(limits.timeLimitMs);
      try {
        return await workers.run(
          { bytes: copy, maxPages: limits.maxPages, maxChars: limits.maxChars },
          { signal, transferList: [copy.buffer] },
        );
      } catch (error) {
        if (signal.aborted) return { ok: false, reason: 'TIMED_OUT' };
        // A file that makes pdf.js fill the thread's heap cannot be read; anything else is ours to see in the log.
        if (isOutOfMemory(error)) return { ok: false, reason: 'NOT_PDF' };
        throw error;
      }
    },
    async close() {
      await pool?.destroy();
      pool = null;
    },
  };
}

export type PdfTextReader = ReturnType<typeof createPdfTextReader>;

const isOutOfMemory = (error: unknown) =>
  error instanceof Error && (error as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY';
