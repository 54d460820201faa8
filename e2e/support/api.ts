// Seeding and reading mail through the API, for journeys whose subject is not that step.
//
// The dev mailbox (server/dev/mailbox.ts) lists the mails of the tenant of the request's host,
// newest first. Mails of a board still in onboarding belong to that new board, so they are read on
// the board's own host (`<slug>.localhost`). Node does not resolve `*.localhost` the way Chromium
// is told to, so those reads go to 127.0.0.1 with the board's Host header.
import { request as httpRequest } from 'node:http';
import { expect, type APIRequestContext } from '@playwright/test';

export type MailboxEntry = {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
  otp: string | null;
  headers: Record<string, string>;
};
export type Role = 'candidate' | 'employer';

const PORT = Number(process.env.E2E_PORT ?? 4173);

/** The password every account seeded by these journeys starts with (meets the password rule). */
export const PASSWORD = 'Harbour#2026';

/** The dev mailbox of the tenant on `host` (default: the base URL's host, Northwind). */
export async function mailbox(request: APIRequestContext, host?: string): Promise<MailboxEntry[]> {
  if (!host) {
    const res = await request.get('/dev/mailbox.json');
    expect(res.ok(), `GET /dev/mailbox.json answered ${res.status()}`).toBe(true);
    return (await res.json()) as MailboxEntry[];
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: PORT,
        path: '/dev/mailbox.json',
        headers: { host: `${host}:${PORT}`, accept: 'application/json' },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => {
          if (res.statusCode !== 200)
            reject(new Error(`GET http://${host}:${PORT}/dev/mailbox.json answered ${res.statusCode}`));
          else resolve(JSON.parse(body) as MailboxEntry[]);
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

type OtpOptions = {
  /** Read the mailbox of this host's tenant instead of the base URL's. */
  host?: string;
  /** Only a mail whose subject matches, e.g. /password reset/ to skip the registration code. */
  subject?: RegExp;
};

/** The one-time code of the newest matching mail to `email`, waiting (by polling) until it is there. */
export async function lastOtp(request: APIRequestContext, email: string, options: OtpOptions = {}): Promise<string> {
  const found = { code: '' };
  await expect
    .poll(
      async () => {
        const mails = await mailbox(request, options.host);
        const mail = mails.find(
          (m) =>
            m.to.toLowerCase() === email.toLowerCase() &&
            m.otp &&
            (!options.subject || options.subject.test(m.subject)),
        );
        found.code = mail?.otp ?? '';
        return found.code;
      },
      { message: `a code mailed to ${email}${options.subject ? ` with a subject like ${options.subject}` : ''}` },
    )
    .toMatch(/^\d{6}$/);
  return found.code;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${unique()}@example.com`;
}

/** A ten-digit mobile number no other account uses (mobile numbers are unique per role). */
export function uniqueMobile(): string {
  return `9${String(Date.now()).slice(-6)}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
}

/** A free subdomain for a new board: one lower-case label, 3 to 63 characters. */
export function uniqueSubdomain(prefix = 'e2e'): string {
  return `${prefix}-${unique()}`;
}

export type Account = { role: Role; email: string; password: string; firstName: string; lastName: string };

/** Registers an account through the API and verifies its e-mail with the mailed code. */
export async function registerVerifiedAccount(
  request: APIRequestContext,
  role: Role,
  overrides: Partial<Pick<Account, 'email' | 'firstName' | 'lastName'>> & { companyName?: string } = {},
): Promise<Account> {
  const account: Account = {
    role,
    email: overrides.email ?? uniqueEmail(`${role}-seed`),
    password: PASSWORD,
    firstName: overrides.firstName ?? 'Priya',
    lastName: overrides.lastName ?? 'Seeded',
  };
  const base = `/client/api/v1/${role}`;
  const registered = await request.post(`${base}/register`, {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
      countryCode: '+91',
      mobNo: uniqueMobile(),
      termsAccepted: true,
      // Company names are unique on a site, so each employer gets its own.
      ...(role === 'employer' ? { companyName: overrides.companyName ?? `Seeded Freight ${unique()}` } : {}),
    },
  });
  expect(registered.ok(), `register ${role}: ${registered.status()} ${await registered.text()}`).toBe(true);
  const otp = await lastOtp(request, account.email);
  const verified = await request.post(`${base}/verify-email-otp`, { data: { email: account.email, otp } });
  expect(verified.ok(), `verify ${role}: ${verified.status()} ${await verified.text()}`).toBe(true);
  return account;
}

/** Whether the API accepts these credentials (200) for the role's login. */
export async function canLogIn(
  request: APIRequestContext,
  role: Role,
  email: string,
  password: string,
): Promise<boolean> {
  const res = await request.post(`/client/api/v1/${role}/login`, { data: { email, password } });
  return res.ok();
}
