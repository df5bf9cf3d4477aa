import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { createRequire as requireFrom } from 'node:module';
import { PGlite } from '@electric-sql/pglite';
import { EMBEDDED_POSTGRES_OPTIONS, EMBEDDED_TEMPLATE_DIR, MIGRATIONS_FOLDER, pgliteHandle } from './client.ts';

// Run by the server build: makes the migrated embedded data directory a fresh DATA_DIR is copied from (ADR 0034).
// Made again only when the migrations or PGlite change, so a rebuild does not pay initdb each time.

const STAMP_FILE = 'jipsa-template-of';

function stampOfInputs(): string {
  const hash = createHash('sha256');
  // PGlite's entry file changes with its version: a new PGlite may not read an older one's data directory.
  hash.update(readFileSync(requireFrom(import.meta.url).resolve('@electric-sql/pglite')));
  for (const file of readdirSync(MIGRATIONS_FOLDER, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const filePath = path.join(file.parentPath, file.name);
    hash.update(path.relative(MIGRATIONS_FOLDER, filePath)).update(readFileSync(filePath));
  }
  return hash.digest('hex');
}

const stamp = stampOfInputs();
const stampPath = path.join(EMBEDDED_TEMPLATE_DIR, STAMP_FILE);
if (existsSync(stampPath) && readFileSync(stampPath, 'utf8') === stamp) process.exit(0);

rmSync(EMBEDDED_TEMPLATE_DIR, { recursive: true, force: true });
const database = pgliteHandle(await PGlite.create(EMBEDDED_TEMPLATE_DIR, EMBEDDED_POSTGRES_OPTIONS));
await database.migrate();
await database.close();
writeFileSync(stampPath, stamp);
