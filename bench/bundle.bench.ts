import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

// The web bundle as a cheap phone downloads it: the entry chunk (what the first paint waits for) and the
// largest lazy chunk, raw and gzipped. Run after `npm run build`.
const assets = path.resolve(import.meta.dirname, '../apps/web/dist/assets');
let files: string[];
try {
  files = readdirSync(assets).filter((file) => file.endsWith('.js') || file.endsWith('.css'));
} catch {
  console.log('apps/web/dist is missing: run `npm run build` first.');
  process.exit(0);
}
const html = readFileSync(path.resolve(assets, '../index.html'), 'utf8');
const rows = files
  .map((file) => {
    const bytes = readFileSync(path.join(assets, file));
    return {
      file,
      entry: html.includes(file) ? 'yes' : '',
      kB: +(statSync(path.join(assets, file)).size / 1024).toFixed(1),
      gzipKB: +(gzipSync(bytes).length / 1024).toFixed(1),
    };
  })
  .sort((a, b) => b.gzipKB - a.gzipKB);
const entryGzip = rows.filter((row) => row.entry).reduce((sum, row) => sum + row.gzipKB, 0);
const totalGzip = rows.reduce((sum, row) => sum + row.gzipKB, 0);
console.table(rows.slice(0, 12));
console.log(
  `entry (loaded before first paint): ${entryGzip.toFixed(1)} kB gzip; all chunks: ${totalGzip.toFixed(1)} kB gzip`,
);
console.log(`entry share of all JS/CSS: ${((entryGzip / totalGzip) * 100).toFixed(0)} %`);
