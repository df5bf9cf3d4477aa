// `npm run mutation` (issue 34): StrykerJS over packages/domain/src and the server's live-page plugin, then the
// mutation score of each part against its target. Score = killed ÷ (killed + survived + no coverage); a mutant
// that timed out counts as killed (the tests noticed it), one the TypeScript checker refused counts nowhere.
// Extra arguments go to `stryker run` (e.g. `npm run mutation -- --mutate packages/domain/src/rent-offers/**/*.ts`).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { log, run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const REPORT = path.join(root, 'reports/mutation/mutation.json');

/** Each part of the code with the lowest score it may have; the first part whose test matches a file owns it. */
const PARTS = [
  { name: 'domain/jeonse-safety', owns: (file) => file.includes('packages/domain/src/jeonse-safety/'), target: 90 },
  { name: 'domain/rent-offers', owns: (file) => file.includes('packages/domain/src/rent-offers/'), target: 90 },
  { name: 'domain (the rest)', owns: (file) => file.includes('packages/domain/src/'), target: 85 },
  { name: 'server/live-pages', owns: (file) => file.includes('apps/server/src/plugins/live-pages'), target: null },
];

const started = Date.now();
const code = await run('npx', ['stryker', 'run', ...process.argv.slice(2)], { cwd: root });
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
if (code !== 0) {
  log(`stryker 가 실패했어요 (exit ${code}, ${minutes}분).`);
  process.exit(code);
}

const report = JSON.parse(await readFile(REPORT, 'utf8'));
const tally = new Map(PARTS.map((part) => [part.name, { killed: 0, survived: 0, noCoverage: 0 }]));
for (const [file, { mutants }] of Object.entries(report.files)) {
  const part = PARTS.find((candidate) => candidate.owns(file));
  if (!part) continue;
  const counts = tally.get(part.name);
  for (const { status } of mutants) {
    if (status === 'Killed' || status === 'Timeout') counts.killed += 1;
    else if (status === 'Survived') counts.survived += 1;
    else if (status === 'NoCoverage') counts.noCoverage += 1;
  }
}

let missed = false;
console.log(`\nmutation score (killed ÷ (killed + survived + no coverage)), run ${minutes} min`);
for (const part of PARTS) {
  const { killed, survived, noCoverage } = tally.get(part.name);
  const counted = killed + survived + noCoverage;
  if (counted === 0) continue;
  const score = (100 * killed) / counted;
  const verdict = part.target === null ? '' : score >= part.target ? `≥ ${part.target}% ✓` : `< ${part.target}% ✗`;
  if (part.target !== null && score < part.target) missed = true;
  console.log(
    `  ${part.name.padEnd(22)} ${score.toFixed(1).padStart(5)}%  killed ${killed}, survived ${survived}, no coverage ${noCoverage}  ${verdict}`,
  );
}
console.log(`report: ${path.relative(root, REPORT)} and reports/mutation/index.html`);
process.exit(missed ? 1 : 0);
