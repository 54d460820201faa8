// The reference deployment (deploy/, Dockerfile, docs/deploy.md), checked without Docker: the compose
// file against the Compose Specification's JSON Schema; the apps given only variables the server
// reads, and a configuration the server accepts in production; every secret from the environment;
// the balancer pointed at every app; the image's final stage on Node 22, non-root, health-checked,
// holding only the run time.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ENV_PROPERTIES } from '../server/config-schema.ts';
import { readConfig } from '../server/config.ts';

const ROOT = new URL('..', import.meta.url).pathname;
const read = (path: string) => readFileSync(`${ROOT}${path}`, 'utf8');

/** deploy/compose-spec/README.md names the source; a hand-edited copy would no longer match. */
const SCHEMA_SHA256 = '73ca5878c77570ba222a558016c7b3c6770ba5f3377786593e32180666512f8f';
const SCHEMA_FILE = 'deploy/compose-spec/compose-spec.json';

type Service = {
  image?: string;
  environment?: Record<string, string>;
  healthcheck?: { test?: string[] };
  restart?: string;
  depends_on?: Record<string, { condition: string }>;
  volumes?: string[];
  networks?: string[];
};
type Compose = { services: Record<string, Service>; volumes: Record<string, unknown> };

const composeText = read('deploy/compose.yaml');
const compose = parse(composeText) as Compose;
const services = compose.services;
const appNames = Object.keys(services).filter((name) => /^app-\d+$/.test(name));
const apps = appNames.map((name) => services[name] as Service);

/** Every string of a parsed document, wherever it is. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

// Compose's interpolation: ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?message}, ${NAME?message}; $$ is a dollar.
const EXPRESSION = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}/g;

/** What Compose makes of a value given an environment; a missing required variable throws, naming it. */
function interpolate(text: string, env: Record<string, string>): string {
  const substitute = (part: string) =>
    part.replace(EXPRESSION, (_all, name: string, op: string | undefined, arg: string | undefined) => {
      const value = env[name];
      if (op?.endsWith('?') && (value === undefined || (op === ':?' && value === '')))
        throw new Error(`required variable ${name} is missing a value: ${arg ?? ''}`);
      if (op === ':-') return value || (arg ?? '');
      if (op === '-') return value ?? arg ?? '';
      return value ?? '';
    });
  return text.split('$$').map(substitute).join('$');
}

function interpolateAll<T>(value: T, env: Record<string, string>): T {
  if (typeof value === 'string') return interpolate(value, env) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => interpolateAll(v, env)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, interpolateAll(v, env)])) as T;
  return value;
}

const uses = stringsOf(compose).flatMap((s) => [...s.matchAll(EXPRESSION)]);
const variables = new Set(uses.map((m) => m[1] as string));
const required = new Set(uses.filter((m) => m[2] === ':?').map((m) => m[1] as string));

/** deploy/.env.example's variables: what an operator is told to set. */
const documented = new Set(
  read('deploy/.env.example')
    .split('\n')
    .flatMap((line) => /^([A-Za-z_][A-Za-z0-9_]*)=/.exec(line)?.[1] ?? []),
);

/** An operator's .env as the test fills it: random-looking secrets, and real-looking names. */
function sampleEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of variables) env[name] = createHash('sha256').update(name).digest('hex');
  return {
    ...env,
    JOBBOARD_IMAGE: 'jobboard:1.0.0',
    PUBLIC_ORIGIN: 'https://jobs.example.com',
    MAIL_DOMAIN: 'example.com',
    MAIL_SENDER: 'jobs',
    SMTP_RELAYHOST: '[smtp.example.net]:587',
    S3_BUCKET: 'jobboard-files',
    LOG_LEVEL: 'info',
    BOARD_SITES: '',
    TRUSTED_PROXIES: '',
  };
}

describe('deploy/compose.yaml', () => {
  it('is valid by the Compose Specification JSON Schema (vendored unchanged)', () => {
    const text = read(SCHEMA_FILE);
    expect(createHash('sha256').update(text).digest('hex'), 'deploy/compose-spec/README.md: updating').toBe(
      SCHEMA_SHA256,
    );
    // The published schema gives some properties several types and some subschemas no type,
    // which Ajv's strict mode would refuse; every other strict check stays on.
    const ajv = new Ajv2020({ allErrors: true, strictTypes: false, allowUnionTypes: true });
    const validate = ajv.compile(JSON.parse(text) as object);
    expect(validate(compose), ajv.errorsText(validate.errors)).toBe(true);
    // The schema really is checking: a misspelt key or a wrong type is refused.
    const misspelt = structuredClone(compose) as Compose & { services: Record<string, Record<string, unknown>> };
    (misspelt.services['app-1'] as Record<string, unknown>).restart_policy = 'always';
    expect(validate(misspelt)).toBe(false);
    const wrongType = structuredClone(compose) as Compose & { services: Record<string, Record<string, unknown>> };
    (wrongType.services['app-1'] as Record<string, unknown>).depends_on = 'postgres';
    expect(validate(wrongType)).toBe(false);
  });

  it('runs three app processes of one image', () => {
    expect(appNames).toEqual(['app-1', 'app-2', 'app-3']);
    expect(new Set(apps.map((a) => a.image)).size).toBe(1);
    expect(apps[0]?.image).toMatch(/^\$\{JOBBOARD_IMAGE:\?/);
  });

  it('gives the apps only variables the server reads', () => {
    for (const app of apps) {
      const unknown = Object.keys(app.environment ?? {}).filter((name) => !(name in ENV_PROPERTIES));
      expect(unknown, 'a key of ENV_PROPERTIES in server/config-schema.ts').toEqual([]);
    }
  });

  it('sets what production requires, in values the server accepts', () => {
    const env = interpolateAll(apps[0]?.environment ?? {}, sampleEnv());
    for (const name of ['DATABASE_URL', 'JWT_SECRET', 'PUBLIC_ORIGIN', 'SMTP_URL', 'REDIS_URL', 'S3_BUCKET'])
      expect(env[name], name).toBeTruthy();
    expect(env.NODE_ENV).toBe('production');
    // The server's own start-up check: the production rules of server/config.ts, on this environment.
    const config = readConfig(env);
    expect(config.env).toBe('production');
    expect(config.databaseUrl).toMatch(/@postgres:5432\//);
    expect(config.mailTransport).toBe('smtp');
    expect(config.s3?.endpoint).toBe('http://minio:9000');
    expect(config.seedDemo).toBe(false);
    expect(config.devTools).toBe('off');
    expect(config.trustProxy).toBe(1);
    expect(config.metricsToken).toBeTruthy();
    expect(config.port).toBe(3000);
  });

  it('takes every secret from the environment, and stops when one is missing', () => {
    const secretName = /PASSWORD|SECRET|TOKEN|ACCESS_KEY|AUTH/;
    for (const [name, service] of Object.entries(services))
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (secretName.test(key)) expect(value, `${name}.${key}`).toMatch(/^\$\{[A-Z0-9_]+:[?-]/);
        // A password inside a URL comes from the environment too.
        const userinfo = /^\w+:\/\/[^/@]*:([^/@]*)@/.exec(value)?.[1];
        if (userinfo !== undefined) expect(userinfo, `${name}.${key}`).toMatch(/^\$\{[A-Z0-9_]+:\?/);
      }
    // A required variable is required wherever it is used, so no place quietly falls back to empty.
    for (const m of uses) if (required.has(m[1] as string)) expect(m[0], m[0]).toMatch(/^\$\{[A-Z0-9_]+:\?/);
    for (const name of ['JWT_SECRET', 'POSTGRES_PASSWORD', 'REDIS_PASSWORD', 'S3_SECRET_ACCESS_KEY', 'METRICS_TOKEN'])
      expect(required, name).toContain(name);
    for (const name of required) {
      const env = Object.fromEntries(Object.entries(sampleEnv()).filter(([key]) => key !== name));
      expect(() => interpolateAll(compose, env), name).toThrow(name);
    }
    // Nothing else looks like interpolation ($VAR without braces would be read by Compose too).
    for (const s of stringsOf(compose)) expect(s.replace(/\$\$/g, '').replace(EXPRESSION, ''), s).not.toContain('$');
  });

  it('lists in .env.example exactly the variables it reads', () => {
    expect([...documented].sort()).toEqual([...variables].sort());
  });

  it('restarts, health-checks and orders every service, and keeps data in named volumes', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'minio-init') {
        expect(service.restart).toBe('no');
        continue;
      }
      expect(service.restart, name).toBe('unless-stopped');
      expect(service.healthcheck?.test?.length, name).toBeGreaterThan(0);
    }
    for (const app of apps)
      expect(app.depends_on).toEqual({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        relay: { condition: 'service_healthy' },
        'minio-init': { condition: 'service_completed_successfully' },
      });
    const named = (s: Service | undefined) => (s?.volumes ?? []).map((v) => v.split(':')[0]);
    expect(named(services.postgres)).toContain('postgres-data');
    expect(named(services.minio)).toContain('minio-data');
    expect(named(services.relay)).toContain('relay-spool');
    expect(named(services.lb)).toContain('caddy-data');
    const declared = Object.keys(compose.volumes);
    for (const service of Object.values(services))
      for (const source of named(service)) if (!source?.startsWith('.')) expect(declared).toContain(source);
  });

  it('has the balancer send to every app on its port, health-checked by /ready', () => {
    const caddyfile = read('deploy/Caddyfile');
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)?.[1]?.trim().split(/\s+/);
    expect(upstreams).toEqual(appNames.map((name) => `${name}:${apps[0]?.environment?.PORT}`));
    expect(caddyfile).toMatch(/^\s*health_uri \/ready$/m);
    // No stickiness (chat is WebSocket only), and checks often enough for the apps' 5 s drain.
    expect(caddyfile).toMatch(/^\s*lb_policy round_robin$/m);
    const interval = Number(/^\s*health_interval (\d+)s$/m.exec(caddyfile)?.[1]);
    expect(interval).toBeLessThan(5);
    expect(services.lb?.volumes).toContain('./Caddyfile:/etc/caddy/Caddyfile:ro');
  });
});

describe('Dockerfile', () => {
  const text = read('Dockerfile').replace(/\\\n\s*/g, '');
  const lines = text.split('\n').filter((l) => l.trim() && !l.trimStart().startsWith('#'));
  const stages = text.split(/^(?=FROM )/m).slice(1);
  const final = (stages.at(-1) ?? '').split('\n');
  const instruction = (stage: string[], name: string) =>
    stage.filter((l) => l.startsWith(`${name} `)).map((l) => l.slice(name.length + 1).trim());

  it('builds on Node 22 in every stage', () => {
    expect(/^ARG NODE_IMAGE=(\S+)$/m.exec(text)?.[1]).toMatch(/^node:22[-.]/);
    for (const from of lines.filter((l) => l.startsWith('FROM '))) expect(from).toMatch(/^FROM \$\{NODE_IMAGE\} AS /);
    expect(stages.map((s) => /^FROM \S+ AS (\S+)/.exec(s)?.[1])).toEqual(['build', 'runtime-deps', 'runtime']);
  });

  it('runs the build and the production install as the comment at its head says', () => {
    const head = text.slice(0, text.indexOf('\nFROM '));
    const runs = lines.filter((l) => l.startsWith('RUN npm ')).map((l) => l.slice('RUN '.length));
    expect(runs).toEqual(['npm ci --no-audit --no-fund', 'npm run build', 'npm ci --omit=dev --no-audit --no-fund']);
    for (const run of runs) expect(head).toContain(run);
  });

  it('holds in its final stage only the run time, as a non-root user, health-checked by node', () => {
    const copied = instruction(final, 'COPY').flatMap((c) =>
      c
        .replace(/^--from=\S+ /, '')
        .split(/\s+/)
        .slice(0, -1)
        .map((p) => p.split('/').at(-1)),
    );
    expect(copied.sort()).toEqual(['dist', 'dist-server', 'node_modules', 'package-lock.json', 'package.json']);
    const user = instruction(final, 'USER').at(-1);
    expect(user).toBeTruthy();
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    const healthcheck = instruction(final, 'HEALTHCHECK').join(' ');
    expect(healthcheck).toContain('"node"');
    expect(healthcheck).toContain('/health');
    expect(healthcheck).not.toMatch(/curl|wget/);
    expect(JSON.parse(instruction(final, 'CMD').at(-1) ?? 'null')).toEqual(['node', 'dist-server/main.js']);
    expect(instruction(final, 'ENTRYPOINT')).toEqual([]);
    expect(instruction(final, 'EXPOSE')).toEqual([apps[0]?.environment?.PORT]);
  });

  it('sets only variables the server reads, NODE_ENV=production among them', () => {
    const env = Object.fromEntries(instruction(final, 'ENV').map((e) => e.split('=') as [string, string]));
    expect(env.NODE_ENV).toBe('production');
    expect(Object.keys(env).filter((name) => !(name in ENV_PROPERTIES))).toEqual([]);
  });

  it('leaves the dev tree out of the build context, and none of what the build reads', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'));
    for (const entry of ['.git', '**/node_modules', 'e2e', '.tmp', 'dist', 'dist-server', 'dist-fixtures'])
      expect(ignored).toContain(entry);
    for (const entry of ['test-results', 'playwright-report', 'coverage', '.data', '**/.env'])
      expect(ignored).toContain(entry);
    const buildReads = ['package.json', 'package-lock.json', '.npmrc', 'index.html', 'vite.config.ts', 'tsconfig.json'];
    const sources = ['postcss.config.cjs', 'src', 'server', 'shared', 'generated', 'public', 'scripts', 'fixtures'];
    for (const entry of [...buildReads, ...sources]) expect(ignored).not.toContain(entry);
  });
});
