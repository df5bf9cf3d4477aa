import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from './free-port.ts';

// A real Redis (Debian's redis-server, which `npm test` provisions) on a free loopback port, without
// persistence, for tests of what instances share through it.

export type TestRedis = {
  url: string;
  /** Stops the server (SIGTERM) and waits for it to exit: the app sees Redis disappear. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
};

async function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.end();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  let server: ChildProcess | null = null;

  async function start() {
    const child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    server = child;
    const failed = new Promise<never>((_resolve, reject) => {
      child.once('error', (error) =>
        reject(new Error(`redis-server did not start (is it installed?): ${error.message}`)),
      );
    });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      if (await Promise.race([acceptsConnections(port), failed])) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`redis-server did not listen on ${port} within 10 s`);
  }

  async function stop() {
    const child = server;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    server = null;
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
