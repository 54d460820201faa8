// What `npm run bench:cluster` compares, started from the production build with the cluster harness
// (cluster/processes.ts, cluster/balancer.ts): one process, answering directly (a) and behind
// HAProxy (b) — the same process, so b differs from a by the balancer alone — and three processes
// behind HAProxy (c). All are up together, so their measurements can take turns (bench/cluster.ts).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startBalancer } from '../cluster/balancer.ts';
import { serverProcess, type ServerProcess } from '../cluster/processes.ts';
import { freePort } from '../server/test/free-port.ts';
import { childListeningOn, statusMb } from './proc-usage.ts';

export type GroupSpec = {
  name: 'one' | 'three';
  processes: number;
  /**
   * DATABASE_POOL_SIZE per process. One process keeps the app's default (20); three get 7 each,
   * so the three hold about as many PostgreSQL connections (21) as the one: the database sees the
   * same concurrency at most, the number of processes is what changes, and both groups (41) stay
   * well inside max_connections (100) beside other databases on the machine.
   */
  poolSize: number;
};

export const GROUPS: readonly GroupSpec[] = [
  { name: 'one', processes: 1, poolSize: 20 },
  { name: 'three', processes: 3, poolSize: 7 },
];

export type Setup = { key: 'a' | 'b' | 'c'; label: string; group: GroupSpec['name']; balanced: boolean };

export const SETUPS: readonly Setup[] = [
  { key: 'a', label: 'a: 1 process, direct', group: 'one', balanced: false },
  { key: 'b', label: 'b: 1 process, HAProxy', group: 'one', balanced: true },
  { key: 'c', label: 'c: 3 processes, HAProxy', group: 'three', balanced: true },
];

export type Group = {
  spec: GroupSpec;
  processes: ServerProcess[];
  pids: number[];
  /** Where the group's balancer listens. */
  balancerPort: number;
  /** Each process's peak resident size since it started (VmHWM), in MB. */
  highWaterMb: () => number[];
  stop: () => Promise<void>;
};

/**
 * Starts the group's processes with `env` (what every process shares) and HAProxy round-robin in
 * front of them; `dir` holds their logs and, in a folder per group, the balancer's configuration.
 */
export async function startGroup(spec: GroupSpec, env: Record<string, string>, dir: string): Promise<Group> {
  const [front, statsPort, ...ports] = await Promise.all(Array.from({ length: spec.processes + 2 }, () => freePort()));
  if (!front || !statsPort) throw new Error('no free port');
  const own = {
    ...env,
    DATABASE_POOL_SIZE: String(spec.poolSize),
    PUBLIC_ORIGIN: `http://localhost:${front}`,
  };
  const processes = ports.map((p, i) => serverProcess(`${spec.name}-p${i + 1}`, p, own, dir));
  const stopProcesses = () => Promise.all(processes.map((p) => p.kill('SIGTERM')));
  try {
    await Promise.all(processes.map((p) => p.start()));
    const pids = processes.map((p) => childListeningOn(p.port));
    const balancerDir = join(dir, spec.name);
    mkdirSync(balancerDir);
    const balancer = await startBalancer(
      balancerDir,
      front,
      statsPort,
      processes.map((p) => ({ name: p.name, port: p.port })),
    );
    return {
      spec,
      processes,
      pids,
      balancerPort: balancer.port,
      highWaterMb: () => pids.map((pid) => Math.round(statusMb(pid, 'VmHWM'))),
      stop: async () => {
        await balancer.stop();
        await stopProcesses();
      },
    };
  } catch (e) {
    await stopProcesses();
    throw e;
  }
}
