// The cluster's server processes: the production build (dist-server/main.js) started as an
// installation starts it, each with the same environment but its port, each logging to a file of
// the run's. A process is ready when its /ready answers 200.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { makeClient, type Call } from '../server/test/http-client.ts';

export type ServerProcess = {
  name: string;
  port: number;
  /** Straight to this process, past the balancer. */
  call: Call;
  /** Starts it (again); `changes` set or, when undefined, unset variables of the shared environment. */
  start: (changes?: Record<string, string | undefined>) => Promise<void>;
  /** Sends the signal and waits for the process to exit. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
  running: () => boolean;
  log: string;
};

export function serverProcess(name: string, port: number, env: Record<string, string>, dir: string): ServerProcess {
  let child: ChildProcess | undefined;
  const log = join(dir, `${name}.log`);
  const running = () => !!child && child.exitCode === null && child.signalCode === null;
  const call = makeClient(port);
  return {
    name,
    port,
    call,
    log,
    running,
    async start(changes = {}) {
      const out = openSync(log, 'a');
      const own = Object.fromEntries(
        Object.entries({ ...process.env, ...env, ...changes, PORT: String(port) }).filter(
          (entry): entry is [string, string] => entry[1] !== undefined,
        ),
      );
      child = spawn(process.execPath, ['dist-server/main.js'], {
        env: own,
        stdio: ['ignore', out, out],
      });
      // The child has its own copy of the descriptor.
      closeSync(out);
      const started = child;
      for (;;) {
        if (started.exitCode !== null) throw new Error(`${name} exited with ${started.exitCode} (see ${log})`);
        const ready = await call('GET', '/ready', { host: 'localhost' }).then(
          (r) => r.status === 200,
          () => false,
        );
        if (ready) return;
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    async kill(signal) {
      const target = child;
      if (!target || !running()) return;
      const exited = new Promise<void>((resolve) => target.once('exit', () => resolve()));
      target.kill(signal);
      await exited;
    },
  };
}
