// Shared by the accounts API tests: a test server whose accounts handlers run on a clock the test
// moves, a client that calls the API from a chosen client address, and sign-up shortcuts.
import type { components } from '@generated/schema';
import { makeAccountHandlers } from '../handlers.ts';
import { allHandlers } from '../../all-handlers.ts';
import { HOST_A, startTestServer, type TestServer } from '../../test/harness.ts';

type Schemas = components['schemas'];
export type AuthSession = Schemas['AuthSession'];
export type OtpSent = Schemas['AuthOtpSent'];
export type Answer<T = unknown> = { code: string; message: string; data: T };

export const API = '/client/api/v1';
export const PASSWORD = 'Monsoon#2025';

export type TestClock = { now: () => Date; advance: (ms: number) => void };

export function testClock(): TestClock {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => void (offset += ms) };
}

export async function startAccountsServer(clock: TestClock): Promise<TestServer> {
  return startTestServer({ handlers: { ...allHandlers, ...makeAccountHandlers({ now: clock.now }) } });
}

let addressCounter = 0;
/** A client address no other test uses, so per-address limits of one test do not touch another. */
export const freshAddress = () => {
  addressCounter++;
  return `198.51.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

export type CallOpts = {
  body?: unknown;
  token?: string | null;
  ip?: string;
  host?: string;
  headers?: Record<string, string>;
};

export function apiOf(server: TestServer) {
  return function api<T = unknown>(method: string, path: string, opts: CallOpts = {}) {
    return server.call<Answer<T>>(method, `${API}/${path}`, {
      host: opts.host ?? HOST_A,
      token: opts.token ?? null,
      body: opts.body,
      headers: { 'x-forwarded-for': opts.ip ?? freshAddress(), ...opts.headers },
    });
  };
}

let emailCounter = 0;
export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${++emailCounter}@example.com`;

let mobileCounter = 0;
export const uniqueMobile = () =>
  `98${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++mobileCounter).padStart(2, '0')}`;

export const candidateRegistration = (email: string, password = PASSWORD) => ({
  firstName: 'Priya',
  lastName: 'Sharma',
  email,
  password,
  countryCode: '+91',
  mobNo: uniqueMobile(),
  termsAccepted: true,
});

export const employerRegistration = (email: string, companyName: string, password = PASSWORD) => ({
  firstName: 'Arjun',
  lastName: 'Mehta',
  email,
  password,
  countryCode: '+91',
  mobNo: uniqueMobile(),
  companyName,
  companyWebsite: 'https://www.brightlane.in',
  designation: 'Head of Talent Acquisition',
  termsAccepted: true,
});

/** The mails sent to an address, newest first. */
export async function mailsTo(server: TestServer, email: string) {
  return server.database.db
    .selectFrom('outbox')
    .select(['subject', 'text', 'kind', 'client_id'])
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Registers and verifies through the API; returns the verification's session. */
export async function signUp(
  server: TestServer,
  role: 'candidate' | 'employer',
  body: ReturnType<typeof candidateRegistration> | ReturnType<typeof employerRegistration>,
): Promise<AuthSession> {
  const api = apiOf(server);
  const registered = await api('POST', `${role}/register`, { body });
  if (registered.status !== 200) throw new Error(`register: ${registered.status} ${JSON.stringify(registered.body)}`);
  const otp = await server.lastOtp(body.email);
  const verified = await api<AuthSession>('POST', `${role}/verify-email-otp`, { body: { email: body.email, otp } });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${JSON.stringify(verified.body)}`);
  return verified.body.data;
}
