import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { log, run } from './run.mjs';

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/**
 * Whether node_modules holds exactly what package-lock.json asks for. npm keeps a record of what it
 * installed in node_modules/.package-lock.json (after `npm ci` and `npm install` alike): every package the
 * lockfile needs on this machine (optional ones may be absent, e.g. other platforms' binaries) must be
 * there in the locked version.
 */
export function installMatchesLockfile(root) {
  const lock = readJson(path.join(root, 'package-lock.json'));
  const installed = readJson(path.join(root, 'node_modules/.package-lock.json'));
  if (!lock || !installed) return false;
  return Object.entries(lock.packages ?? {}).every(([location, entry]) => {
    if (location === '' || entry.optional) return true;
    return installed.packages?.[location]?.version === entry.version;
  });
}

/** Installs from the lockfile (`npm ci`) when node_modules is missing or out of date with it. */
export async function ensureInstalled(root) {
  if (installMatchesLockfile(root)) return;
  log('node_modules가 없거나 package-lock.json과 달라서 잠금 파일대로 설치해요 (npm ci)…');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
  if (code !== 0) {
    log(`npm ci가 실패했어요 (exit ${code}).`);
    process.exit(code);
  }
}
