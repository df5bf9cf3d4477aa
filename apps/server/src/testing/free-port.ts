import net from 'node:net';

export type PortRange = { from: number; to: number };

/**
 * Where the tests' own servers listen: below Linux's ephemeral range (32768–60999). A port found free there is taken
 * later by nothing but another test's server, where one handed out by `listen(0)` may become the local end of any
 * outgoing connection before the child process that was told it gets to listen on it.
 */
export const TEST_SERVER_PORTS: PortRange = { from: 20000, to: 32767 };

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A loopback port in `range` that nobody listens on now, for a server started in another process. It starts at a
 * random port, so that test files running side by side rarely pick the same one, and skips `taken`.
 */
export async function freePort(range: PortRange = TEST_SERVER_PORTS, taken: readonly number[] = []): Promise<number> {
  const size = range.to - range.from + 1;
  const start = Math.floor(Math.random() * size);
  for (let step = 0; step < size; step += 1) {
    const port = range.from + ((start + step) % size);
    if (!taken.includes(port) && (await isFree(port))) return port;
  }
  throw new Error(`no free port in ${range.from}–${range.to}`);
}
