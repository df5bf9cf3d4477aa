// The last step of the web build: a brotli (.br) and a gzip (.gz) copy beside every text file the server sends from
// disk, so @fastify/static (`preCompressed`) answers each request in the browser's encoding without compressing
// anything per request (issue 10). Pages are compressed by the server itself, after it fills in its public URL.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.webmanifest', '.txt', '.xml', '.map']);
const distDir = path.resolve(import.meta.dirname, '..', 'dist');
const servedFromMemory = new Set(['index.html', 'pages.json']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function textFiles(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'pages' ? [] : textFiles(file);
      const isText = TEXT_EXTENSIONS.has(path.extname(entry.name)) && !servedFromMemory.has(entry.name);
      return isText ? [file] : [];
    }),
  );
  return nested.flat();
}

let before = 0;
let afterBrotli = 0;
for (const file of await textFiles(distDir)) {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
    gzipAsync(content, { level: zlib.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
  before += (await stat(file)).size;
  afterBrotli += br.length;
}
console.log(
  `precompressed ${(before / 1024).toFixed(0)} kB of text into ${(afterBrotli / 1024).toFixed(0)} kB (brotli)`,
);
