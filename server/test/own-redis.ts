// A redis-server of a test's own on a free port, for tests that take Redis away (kill it, freeze
// it, start it again on the same port): never the machine's shared Redis, which other files use.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect } from 'node:net';
import { freePort } from './free-port.ts';

export type OwnRedis = {
  url: string;
  /** Starts it (again, on the same port); resolves once it answers PING. */
  start: () => Promise<void>;
  /** SIGKILL, and waits for the exit; nothing when it is not running. */
  kill: () => Promise<void>;
  /** Sends a signal (SIGSTOP, SIGCONT) to the running server. */
  signal: (signal: NodeJS.Signals) => void;
  running: () => boolean;
};

/** Whether a Redis on `port` answers PING. */
function pongs(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write('PING\r\n'));
    socket.setTimeout(500, () => socket.destroy());
    socket.once('data', (d: Buffer) => {
      resolve(d.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

export async function ownRedis(): Promise<OwnRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const running = () => !!child && child.exitCode === null && child.signalCode === null;
  return {
    url: `redis://127.0.0.1:${port}`,
    running,
    async start() {
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
      const started = spawn('redis-server', args, { stdio: 'ignore' });
      child = started;
      for (let i = 0; i < 100 && started.exitCode === null; i++) {
        if (await pongs(port)) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`redis-server did not start on port ${port}`);
    },
    async kill() {
      const current = child;
      if (!current || !running()) return;
      const exited = new Promise((r) => current.once('exit', r));
      current.kill('SIGKILL');
      await exited;
    },
    signal(signal) {
      child?.kill(signal);
    },
  };
}
