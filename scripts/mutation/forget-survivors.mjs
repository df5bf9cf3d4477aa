// Makes the next incremental `npm run mutation` test again every mutant that was not killed, in the files under the
// given folders (`!folder` leaves one out), and reuse every kill (ADR 0036):
//   node scripts/mutation/forget-survivors.mjs packages/domain/src '!packages/domain/src/rent-offers'
// Incremental mode re-tests a survivor only when a test covering it is new, and a module-level (static) mutant has no
// per-test coverage, so the tests written for it would otherwise never be run against it. `--force` re-tests the
// kills too, which in the rest of the domain is most of 100 minutes.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const INCREMENTAL = path.join(root, 'reports/mutation/stryker-incremental.json');
const NOT_KILLED = new Set(['Survived', 'NoCoverage']);

const folders = process.argv.slice(2);
const under = (file, folder) => file.startsWith(folder.replace(/\/?$/, '/'));
const included = folders.filter((folder) => !folder.startsWith('!'));
const excluded = folders.filter((folder) => folder.startsWith('!')).map((folder) => folder.slice(1));
if (included.length === 0) {
  console.error('사용법: forget-survivors.mjs <폴더>... [!<뺄 폴더>...]');
  process.exit(2);
}

const report = JSON.parse(await readFile(INCREMENTAL, 'utf8'));
let forgotten = 0;
for (const [file, entry] of Object.entries(report.files)) {
  const relative = path.relative(root, path.resolve(root, file));
  if (!included.some((folder) => under(relative, folder)) || excluded.some((folder) => under(relative, folder))) {
    continue;
  }
  const kept = entry.mutants.filter((mutant) => !NOT_KILLED.has(mutant.status));
  forgotten += entry.mutants.length - kept.length;
  entry.mutants = kept;
}
await writeFile(INCREMENTAL, JSON.stringify(report, null, 2));
console.log(`${forgotten}개의 살아남은 변이를 잊었어요: 다음 실행에서 다시 시험해요.`);
