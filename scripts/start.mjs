// `npm start` on a fresh clone: install from the lockfile when needed, build, then serve.
// Zero dependencies: it runs before node_modules exists.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildAll } from './lib/build.mjs';
import { ensureInstalled } from './lib/ensure-installed.mjs';

const root = path.resolve(import.meta.dirname, '..');
await ensureInstalled(root);
await buildAll(root);

const server = spawn(process.execPath, ['apps/server/dist/server.js'], { cwd: root, stdio: 'inherit' });
// The server drains in-flight requests on SIGTERM/SIGINT; pass the signal on and leave with its code.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
