// Memory and CPU time of server processes this bench started, read from /proc (Linux): the
// cluster harness (cluster/processes.ts) does not hand out its children's pids, so they are found
// as this process's children whose environment holds their PORT.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** The fields of /proc/<pid>/stat after the command name (whose spaces and parentheses would mislead a split). */
function statFields(pid: number | string): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

function childrenOf(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4, the parent's pid, is the second after the name.
      if (Number(statFields(entry)[1]) === parent) pids.push(Number(entry));
    } catch {
      // The process ended between listing and reading.
    }
  }
  return pids;
}

/** The pid of this process's child started with PORT=`port` in its environment. */
export function childListeningOn(port: number): number {
  const wanted = `PORT=${port}`;
  for (const pid of childrenOf(process.pid)) {
    try {
      if (readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(wanted)) return pid;
    } catch {
      // Ended meanwhile.
    }
  }
  throw new Error(`no child process of ${process.pid} runs with ${wanted}`);
}

/** A field of /proc/<pid>/status in kB ("VmRSS", "VmHWM"), as MB. */
export function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(status);
  if (!match?.[1]) throw new Error(`no ${field} in /proc/${pid}/status`);
  return Number(match[1]) / 1024;
}

/**
 * Runs `work` while summing the resident size of `pids` every 100 ms; the peak of that sum is what
 * the processes held together at their fullest moment (not the sum of each one's own peak).
 */
export async function withPeakRss<T>(
  pids: number[],
  work: () => Promise<T>,
): Promise<{ result: T; peakRssMb: number }> {
  const sum = () => pids.reduce((mb, pid) => mb + statusMb(pid, 'VmRSS'), 0);
  let peak = sum();
  const sampler = setInterval(() => (peak = Math.max(peak, sum())), 100);
  try {
    const result = await work();
    return { result, peakRssMb: Math.round(Math.max(peak, sum())) };
  } finally {
    clearInterval(sampler);
  }
}

let ticksPerSecond: number | undefined;

/** CPU time (user and system) the processes have used since they started, in seconds. */
export function cpuSeconds(pids: number[]): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
  const hz = ticksPerSecond;
  // utime and stime are fields 14 and 15 of stat, the 12th and 13th after the name.
  return pids.reduce((s, pid) => {
    const f = statFields(pid);
    return s + (Number(f[11]) + Number(f[12])) / hz;
  }, 0);
}
