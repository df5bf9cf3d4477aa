import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, TEST_SERVER_PORTS } from './free-port.ts';

const listeners: net.Server[] = [];

async function listenOn(port: number): Promise<void> {
  const server = net.createServer();
  listeners.push(server);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
}

afterEach(async () => {
  await Promise.all(listeners.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('freePort', () => {
  it('finds a port below the ephemeral range that a server can listen on', async () => {
    const port = await freePort();
    expect(port).toBeGreaterThanOrEqual(TEST_SERVER_PORTS.from);
    expect(port).toBeLessThanOrEqual(TEST_SERVER_PORTS.to);
    expect(TEST_SERVER_PORTS.to).toBeLessThan(32768);
    await listenOn(port);
  });

  it('passes over a port something listens on and the ports it is told are taken', async () => {
    const busy = await freePort();
    await listenOn(busy);
    const range = { from: busy, to: busy + 2 };
    expect(await freePort(range, [busy + 1])).toBe(busy + 2);
  });

  it('says so when every port in the range is in use', async () => {
    const busy = await freePort();
    await listenOn(busy);
    await expect(freePort({ from: busy, to: busy })).rejects.toThrow(`no free port in ${busy}–${busy}`);
  });
});
