import { loadConfigOrExit } from '../config.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { runOperatorsCli } from '../modules/moderation/operators-cli.ts';

// `npm run operators -w apps/server -- list|grant <member>|revoke <member>`: the only way to make an operator
// (role ADMIN, issue 33); no endpoint grants a role. `trusted|trust <member>|untrust <member>` likewise mark the
// members whose reports have standing at any account age (ADR 0038). The database comes from the same
// configuration as the server. With the embedded database (no DATABASE_URL) stop the server first: PGlite serves
// one process at a time.

const appConfig = loadConfigOrExit();
let handle: DatabaseHandle | undefined;

try {
  process.exitCode = await runOperatorsCli(process.argv.slice(2), {
    database: async () => {
      handle ??= await openDatabase(appConfig);
      await handle.migrate();
      return handle.db;
    },
    print: (line) => console.log(line),
    printError: (line) => console.error(line),
  });
} finally {
  await handle?.close();
}
