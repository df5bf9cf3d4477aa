import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
// Not `import { createRequire }`: the bundle's banner declares that name (build.mjs).
import nodeModule from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pidusage from 'pidusage';
import workerpool from 'workerpool';
import type { PdfTextFailure, PdfTextLimits } from './pdf-text.ts';
import type { RegistryTextFailure } from './read-registry.ts';
import type { ReaderOutcome, ReaderTask } from './registry-reader.worker.ts';

/** Why the server stopped a reading, or did not start one. */
export type ReaderStop = 'TIMED_OUT' | 'TOO_MUCH_MEMORY' | 'BUSY';
export type ReaderFailure = PdfTextFailure | RegistryTextFailure | ReaderStop;
export type ReaderResult = ReaderOutcome | { ok: false; reason: ReaderStop };

export type RegistryReaderLimits = PdfTextLimits & {
  /** From the moment the reader starts on the file, not from when it was queued. */
  timeLimitMs: number;
  /**
   * Resident memory of the reader's process: Node and pdf.js take about 80 MB, reading a real registry over and over
   * about 150 MB, the heaviest file the page and text limits let through about 260 MB. pdf.js inflates a compressed
   * page into buffers outside the JavaScript heap, so the heap limit alone bounds nothing.
   */
  maxRssMb: number;
  maxHeapMb: number;
  /** Uploads waiting behind the one being read; one more is answered 503 at once. */
  maxQueue: number;
};

export const REGISTRY_READER_LIMITS: RegistryReaderLimits = {
  maxPages: 30,
  maxChars: 300_000,
  timeLimitMs: 10_000,
  maxRssMb: 384,
  maxHeapMb: 128,
  maxQueue: 4,
};

/** How often the reader's resident memory is looked at while it reads. */
const MEMORY_POLL_MS = 20;
/** Uploads are rare: the reader's process ends a minute after the last one and starts again with the next. */
const IDLE_MS = 60_000;

// The bundled server runs the worker build.mjs bundled beside dist/server.js. From the source tree (tests, `npm run
// dev`) the worker is bundled the same way on first use: run through tsx instead, its loader thread alone would take
// 150 MB of the reader's memory limit.
const BUNDLED_WORKER = new URL('./registry-reader.worker.js', import.meta.url);
const SOURCE_WORKER = new URL('./registry-reader.worker.ts', import.meta.url);

const WORKSPACE_PACKAGES = ['@jipsa/domain', '@jipsa/contracts'];
const requireHere = nodeModule.createRequire(import.meta.url);
let sourceBundle: Promise<string> | null = null;

async function workerScript(): Promise<string> {
  if (existsSync(fileURLToPath(BUNDLED_WORKER))) return fileURLToPath(BUNDLED_WORKER);
  if (!existsSync(fileURLToPath(SOURCE_WORKER))) throw new Error('registry-reader.worker not found beside the server');
  return (sourceBundle ??= bundleSourceWorker());
}

/** The worker as build.mjs bundles it, under node_modules/.cache (npm packages resolve from there), named by content. */
async function bundleSourceWorker(): Promise<string> {
  const { build } = await import('esbuild');
  const output = await build({
    entryPoints: [fileURLToPath(SOURCE_WORKER)],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    // npm packages resolve from node_modules at run time; the workspace's TypeScript packages are bundled in.
    packages: 'external',
    alias: Object.fromEntries(WORKSPACE_PACKAGES.map((name) => [name, requireHere.resolve(name)])),
    write: false,
    logLevel: 'warning',
  });
  const code = output.outputFiles[0]!.contents;
  const workerpoolFile = requireHere.resolve('workerpool');
  const nodeModules = workerpoolFile.slice(0, workerpoolFile.lastIndexOf('node_modules') + 'node_modules'.length);
  const directory = path.join(nodeModules, '.cache', 'jipsa');
  const file = path.join(
    directory,
    `registry-reader.worker.${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`,
  );
  if (!existsSync(file)) {
    await mkdir(directory, { recursive: true });
    // Written whole under another name first: test files in other processes may bundle the same worker at once.
    const partial = `${file}.${process.pid}`;
    await writeFile(partial, code);
    await rename(partial, file);
  }
  return file;
}

/**
 * Calls `onOver` once when the process's resident memory passes `maxBytes`; answers the function that stops watching.
 * A process that is gone reads as no memory: its end is the pool's to report.
 */
function watchMemory(pid: number, maxBytes: number, onOver: () => void): () => void {
  let watching = true;
  const timer = setInterval(() => {
    // With its default history: pidusage keeps the /proc file open there and closes it when the entry expires.
    pidusage(pid).then(
      ({ memory }) => {
        if (watching && memory > maxBytes) {
          stop();
          onOver();
        }
      },
      () => undefined,
    );
  }, MEMORY_POLL_MS);
  const stop = () => {
    watching = false;
    clearInterval(timer);
  };
  return stop;
}

const isWorkerGone = (error: unknown) =>
  error instanceof Error && error.message.startsWith('Workerpool Worker terminated Unexpectedly');

/**
 * Reads uploaded registry PDFs in a process of their own (ADR 0039), one file at a time: each within `timeLimitMs`
 * of its start and `maxRssMb` of resident memory, else the process is ended and the file answers `TIMED_OUT` or
 * `TOO_MUCH_MEMORY`; the next file gets a fresh process. Nothing is written anywhere.
 *
 * @example
 * const reader = createRegistryReader();
 * await reader.read(bytes, '2026-11-29'); // { ok: true, reading, pages: 3 } | { ok: false, reason: 'TIMED_OUT' }
 */
export function createRegistryReader(limits: RegistryReaderLimits = REGISTRY_READER_LIMITS) {
  let pool: workerpool.Pool | null = null;
  let running = 0;
  let idle: NodeJS.Timeout | undefined;

  const poolOf = async () => {
    if (pool) return pool;
    const script = await workerScript();
    pool ??= workerpool.pool(script, {
      workerType: 'process',
      maxWorkers: 1,
      // A reader stopped for time or memory is busy in pdf.js and cannot answer a request to clean up.
      workerTerminateTimeout: 50,
      forkOpts: {
        serialization: 'advanced',
        execArgv: [`--max-old-space-size=${limits.maxHeapMb}`],
      },
    });
    return pool;
  };

  const closePool = async () => {
    clearTimeout(idle);
    const closing = pool;
    pool = null;
    await closing?.terminate(true);
  };

  async function read(bytes: Uint8Array, today: string): Promise<ReaderResult> {
    clearTimeout(idle);
    running += 1;
    let stopWatching = () => {};
    let overMemory = false;
    try {
      const task: ReaderTask = { bytes, today, limits: { maxPages: limits.maxPages, maxChars: limits.maxChars } };
      const workers = await poolOf();
      if (workers.stats().pendingTasks >= limits.maxQueue) return { ok: false, reason: 'BUSY' };
      const reading = workers.exec('readRegistry', [task], {
        on: ({ pid }: { pid: number }) => {
          stopWatching = watchMemory(pid, limits.maxRssMb * 1024 * 1024, () => {
            overMemory = true;
            reading.cancel();
          });
        },
      });
      return (await reading.timeout(limits.timeLimitMs)) as ReaderOutcome;
    } catch (error) {
      if (overMemory) return { ok: false, reason: 'TOO_MUCH_MEMORY' };
      if (error instanceof workerpool.Promise.TimeoutError) return { ok: false, reason: 'TIMED_OUT' };
      // The process's own heap limit ended it.
      if (isWorkerGone(error)) return { ok: false, reason: 'TOO_MUCH_MEMORY' };
      throw error;
    } finally {
      stopWatching();
      running -= 1;
      if (running === 0) idle = setTimeout(() => void closePool(), IDLE_MS).unref();
    }
  }

  return { read, close: closePool };
}

export type RegistryReader = ReturnType<typeof createRegistryReader>;
