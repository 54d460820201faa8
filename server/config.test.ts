// The configuration is checked before anything starts: a wrong value, or in production a missing
// one, names the variable and what it expects. Unit cases for every rule, then the real start
// (`server/main.ts` in a process of its own) refused the same way, with no stack to read past.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://jobboard:secret@db.internal:5432/jobboard',
  JWT_SECRET: 'x'.repeat(48),
  PUBLIC_ORIGIN: 'https://jobs.example.com',
  SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
};

function refusal(env: NodeJS.ProcessEnv): string {
  try {
    readConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).message;
  }
  throw new Error(`started with ${JSON.stringify(env)}`);
}

describe('configuration', () => {
  it('starts a local run with nothing set, with the dev tools for this machine only', () => {
    const config = readConfig({});
    expect(config).toMatchObject({ env: 'development', port: 3000, mailTransport: 'none', devTools: 'local' });
    expect(config.seedDemo).toBe(true);
    // A local stop is at once.
    expect(config.shutdownDrainSeconds).toBe(0);
  });

  it('starts production with its required settings, and without dev tools or demo data', () => {
    const config = readConfig(PRODUCTION);
    expect(config).toMatchObject({ env: 'production', mailTransport: 'smtp', devTools: 'off', seedDemo: false });
    expect(config.smtpUrl).toBe(PRODUCTION.SMTP_URL);
    // Behind a balancer a stopping process keeps serving while the health check takes it out.
    expect(config.shutdownDrainSeconds).toBe(5);
    expect(readConfig({ ...PRODUCTION, SHUTDOWN_DRAIN_SECONDS: '0' }).shutdownDrainSeconds).toBe(0);
    expect(readConfig({ ...PRODUCTION, SMTP_URL: '', MAIL_TRANSPORT: 'none' }).mailTransport).toBe('none');
  });

  it('runs as many searches at once as the cores allow, plus one, unless told', () => {
    expect(readConfig({}).searchConcurrency).toBe(availableParallelism() + 1);
    expect(readConfig({ SEARCH_CONCURRENCY: '6' }).searchConcurrency).toBe(6);
  });

  it.each([
    ['PORT', 'abc', 'a port number from 1 to 65535'],
    ['PORT', '70000', 'a port number from 1 to 65535'],
    ['NODE_ENV', 'prod', 'development, production or test'],
    ['LOG_LEVEL', 'verbose', 'fatal, error, warn'],
    ['DATABASE_URL', 'mysql://db/jobs', 'a postgres or postgresql URL'],
    ['REDIS_URL', 'localhost:6379', 'a redis or rediss URL'],
    ['SMTP_URL', 'mail.example.com', 'a smtp or smtps URL'],
    ['PUBLIC_ORIGIN', 'https://jobs.example.com/board', 'an origin'],
    ['MAIL_FROM', 'Jobs <jobs@example.com>', 'an e-mail address'],
    ['JWT_SECRET', 'short', 'a random secret of at least 32 characters'],
    ['SEED_DEMO', 'yes', 'true or false'],
    ['TRUST_PROXY', 'everyone', 'true, false, a number of proxy hops'],
    ['DEV_TOOLS', 'on', 'local (the default outside production), open or off'],
    ['SANDBOX_SETTLE_MS', '-5', 'milliseconds'],
    ['S3_ENDPOINT', 's3.amazonaws.com', 'a http or https URL'],
    ['DNS_SERVERS', 'ns1.example.com', 'name servers as ip or ip:port'],
    ['DATABASE_POOL_SIZE', '1', 'connections per process, from 2 to 500'],
    ['SEARCH_CONCURRENCY', '0', 'searches run at once per process, from 1 to 256'],
    ['SHUTDOWN_DRAIN_SECONDS', '600', 'seconds from 0 to 300'],
    ['LINKEDIN_ISSUER', 'www.linkedin.com/oauth', 'a http or https URL'],
    ['PLATFORM_NAME', '<b>Jobs</b>', 'a name of 1 to 40 letters'],
    ['PLATFORM_URL', 'jobboard.example', 'a https or http URL'],
  ])('refuses %s=%s, naming it and what it expects', (name, value, expects) => {
    const message = refusal({ [name]: value });
    expect(message).toContain(`${name} must be ${expects}`);
    expect(message).toContain(`"${value}"`);
  });

  it('names every wrong value at once', () => {
    const message = refusal({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'nope' });
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL']) expect(message).toContain(`${name} must be`);
  });

  it.each(['DATABASE_URL', 'JWT_SECRET', 'PUBLIC_ORIGIN'])('refuses production without %s', (name) => {
    expect(refusal({ ...PRODUCTION, [name]: undefined })).toContain(`${name} is required in production`);
    // An empty value is no value.
    expect(refusal({ ...PRODUCTION, [name]: '' })).toContain(`${name} is required in production`);
  });

  it('refuses production without a mail transport, and smtp without a relay', () => {
    expect(refusal({ ...PRODUCTION, SMTP_URL: undefined })).toContain(
      'SMTP_URL is required in production, or MAIL_TRANSPORT=none',
    );
    expect(refusal({ MAIL_TRANSPORT: 'smtp' })).toContain('MAIL_TRANSPORT=smtp needs SMTP_URL');
  });

  it('refuses to open the dev tools in production', () => {
    expect(refusal({ ...PRODUCTION, DEV_TOOLS: 'open' })).toContain('DEV_TOOLS=open is refused in production');
  });
});

/** `npm start`'s server process with only `env` (and PATH), until it exits. */
function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // A start that got past its configuration would open a database and listen: never wait for it.
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

describe('the server start', () => {
  it('stops on each missing production setting and each wrong value, naming them', { timeout: 90_000 }, async () => {
    const [missing, wrong, noMail] = await Promise.all([
      start({ NODE_ENV: 'production' }),
      start({ PORT: 'abc', NODE_ENV: 'prod', PUBLIC_ORIGIN: 'jobs.example.com' }),
      start({ ...PRODUCTION, SMTP_URL: '' }),
    ]);
    for (const { code } of [missing, wrong, noMail]) expect(code).toBe(1);
    for (const name of ['DATABASE_URL', 'JWT_SECRET', 'PUBLIC_ORIGIN', 'SMTP_URL'])
      expect(missing.stderr).toContain(`${name} is required in production`);
    for (const name of ['PORT', 'NODE_ENV', 'PUBLIC_ORIGIN']) expect(wrong.stderr).toContain(`${name} must be`);
    expect(noMail.stderr).toContain('SMTP_URL is required in production, or MAIL_TRANSPORT=none');
    // The operator reads what to fix, not a stack trace.
    for (const { stderr } of [missing, wrong, noMail]) expect(stderr).not.toMatch(/\n\s+at /);
  });
});
