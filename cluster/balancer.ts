// The cluster's load balancer: HAProxy from Debian's packages, as an operator would run it in front
// of several server processes (docs/scale-out.md has the same settings, explained): round-robin
// with no stickiness, health checks on /ready, a request whose connection a process refused sent
// to another, WebSocket upgrades passed through for chat. Each answer says which process served
// it (X-Served-By), so a test can tell that an upload and its download crossed processes.
import { spawn, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export type Balancer = { port: number; statsPort: number; stop: () => Promise<void> };

/**
 * `pins`: for the tests only, a request with `X-Pin: <process>` goes to that process while it is
 * up (HAProxy's use-server), so a journey can make two steps meet on two processes it chose.
 */
export function haproxyConfig(
  port: number,
  statsPort: number,
  servers: { name: string; port: number }[],
  pins = false,
): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  # A chat socket is a tunnel once upgraded; it may stay idle for long.
  timeout tunnel 1h
  # A health check's own time limit. Without it HAProxy gives a check \`inter\` (500 ms) in all, and
  # on a busy machine a process whose /ready took longer was taken out though it was well.
  # /ready answers within its own 1.5 s (server/http/readiness.ts).
  timeout check 3s
  option forwardfor
  # A connection a process refused (it stopped, or is stopping) is tried again on another process.
  # Only refused connections: a request a process received may have been acted on, and is never
  # sent twice.
  retries 2
  option redispatch 1
  retry-on conn-failure
  # A client that leaves closes its request's connection to the process too, so a search still
  # waiting in the process's lane is not run for nobody (docs/deploy.md, "Search lanes"). Without
  # it HAProxy (2.6) kept the connection open until the process answered.
  option abortonclose

frontend web
  bind 127.0.0.1:${port}
  default_backend app

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats

backend app
  balance roundrobin
  option httpchk GET /ready
  http-check expect status 200
  default-server inter 500ms fall 3 rise 2
  http-response set-header X-Served-By %s
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}
${pins ? servers.map((s) => `  use-server ${s.name} if { req.hdr(x-pin) -m str ${s.name} }`).join('\n') : ''}
`;
}

export async function startBalancer(
  dir: string,
  port: number,
  statsPort: number,
  servers: { name: string; port: number }[],
): Promise<Balancer> {
  const file = join(dir, 'haproxy.cfg');
  writeFileSync(file, haproxyConfig(port, statsPort, servers, true));
  // -db: in the foreground, not a daemon, so the test owns its life.
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', file], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (d: Buffer) => (errors += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitForPort(port, () => (child.exitCode !== null ? `haproxy exited: ${errors}` : null));
  return {
    port,
    statsPort,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Resolves once something accepts connections on the port; `failed` says why to stop waiting. */
async function waitForPort(port: number, failed: () => string | null): Promise<void> {
  const { connect } = await import('node:net');
  for (;;) {
    const why = failed();
    if (why) throw new Error(why);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect({ host: '127.0.0.1', port }, () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}
