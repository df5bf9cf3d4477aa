import { log, run } from './run.mjs';

/**
 * Builds the web app and the server. Always React's production bundle, whatever NODE_ENV the shell
 * exports (Vite builds the development runtime when it sees NODE_ENV=development); the server's own
 * NODE_ENV at run time is untouched.
 */
export async function buildAll(root) {
  const env = { ...process.env, NODE_ENV: 'production' };
  for (const workspace of ['apps/web', 'apps/server']) {
    const code = await run('npm', ['run', 'build', '-w', workspace], { cwd: root, env });
    if (code !== 0) {
      log(`${workspace} 빌드가 실패했어요 (exit ${code}).`);
      process.exit(code);
    }
  }
}
