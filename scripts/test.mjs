// `npm test` on a fresh clone: install from the lockfile when needed, provision the machine (Chromium,
// fonts, PostgreSQL 15, Redis, HAProxy — from Debian's packages), then typecheck, lint, unit and
// integration, end-to-end and cross-instance cluster tests, stopping at the first failure.
// `--provision-only` stops after provisioning.
import path from 'node:path';
import { ensureInstalled } from './lib/ensure-installed.mjs';
import { DEFAULT_TEST_DATABASE_URL, provisionTestMachine } from './lib/provision.mjs';
import { log, run } from './lib/run.mjs';

const root = path.resolve(import.meta.dirname, '..');
const databaseUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;

await ensureInstalled(root);
await provisionTestMachine(databaseUrl);
if (process.argv.includes('--provision-only')) {
  log('테스트할 준비가 됐어요.');
  process.exit(0);
}

const env = { ...process.env, TEST_DATABASE_URL: databaseUrl };
// The end-to-end and cluster stages share one production build (`test:e2e` and `test:cluster` each build first when
// run alone).
const steps = [
  ['npm', ['run', 'typecheck']],
  ['npm', ['run', 'lint']],
  ['npm', ['run', 'test:unit']],
  ['npm', ['run', 'build']],
  ['node', ['e2e/run.mjs']],
  ['npx', ['vitest', 'run', '--config', 'cluster/vitest.config.ts']],
];
for (const [command, args] of steps) {
  const code = await run(command, args, { cwd: root, env });
  if (code !== 0) {
    log(`${command} ${args.join(' ')} 이 실패했어요 (exit ${code}).`);
    process.exit(code);
  }
}
