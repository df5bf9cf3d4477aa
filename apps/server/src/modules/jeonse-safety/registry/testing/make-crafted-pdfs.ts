// Writes the crafted fixtures that take long to make (crafted-pdfs.ts makes the rest in the tests themselves):
//
//   npx tsx apps/server/src/modules/jeonse-safety/registry/testing/make-crafted-pdfs.ts
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { inflatingPdf } from './crafted-pdfs.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

// Issue 45: a 1 MB file whose page inflates to 1 GiB of spaces grew the server by 1.2–1.8 GB.
const gigabytePage = await inflatingPdf(1024 * 1024 * 1024);
writeFileSync(path.join(FIXTURES, 'gigabyte-page.pdf'), gigabytePage);
console.log(`gigabyte-page.pdf: ${gigabytePage.length} bytes`);
