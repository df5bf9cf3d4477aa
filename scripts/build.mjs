// `npm run build`: the production bundle of the web app and the bundled server.
import path from 'node:path';
import { buildAll } from './lib/build.mjs';

await buildAll(path.resolve(import.meta.dirname, '..'));
