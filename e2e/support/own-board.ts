// A board of a journey's own, for journeys that change what a whole board looks or asks (its
// apply form, host, branding), so the demo board stays as every other journey expects: made
// through onboarding, then given an admin and the premium plan by the dev route
// (POST /dev/board/console-admin, outside production only).
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { lastOtp, PASSWORD, uniqueEmail, uniqueSubdomain } from './api';
import { expectOk } from './jobs';
import { keepSession, type SignedIn } from './ui';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export type OwnBoard = {
  host: string;
  origin: string;
  /** The onboarding owner's session (an employer on the board's trial plan). */
  ownerToken: string;
  /** The onboarding owner's sign-in: the site's owner (Employer.siteOwner). */
  owner: { email: string; password: string };
  admin: { email: string; password: string };
  /** API calls on the board's host: Node does not resolve *.localhost, so the Host header names it. */
  api: APIRequestContext;
};

export async function makeOwnBoard(
  request: APIRequestContext,
  extraHTTPHeaders: Record<string, string> | undefined,
  options: { prefix: string; companyName: string; ownerName: string; host?: string },
): Promise<OwnBoard> {
  const host = options.host ?? `${uniqueSubdomain(options.prefix)}.localhost`;
  const owner = { email: uniqueEmail(`${options.prefix}-owner`), name: options.ownerName };
  const admin = { email: uniqueEmail(`${options.prefix}-admin`), password: PASSWORD };
  await expectOk(
    await request.post('/client/create', {
      data: {
        companyName: options.companyName,
        adminName: owner.name,
        email: owner.email,
        password: PASSWORD,
        subdomain: host.split('.')[0],
        countryCode: 'IN',
        timezone: 'Asia/Kolkata',
      },
    }),
    'client/create',
  );
  const otp = await lastOtp(request, owner.email, { host });
  const { session } = await expectOk<{ session: { token: string } }>(
    await request.post('/client/verify-client', { data: { email: owner.email, otp } }),
    'client/verify-client',
  );
  const api = await playwrightRequest.newContext({
    baseURL: `http://127.0.0.1:${PORT}`,
    extraHTTPHeaders: { ...extraHTTPHeaders, host: `${host}:${PORT}` },
  });
  return {
    host,
    origin: `http://${host}:${PORT}`,
    ownerToken: session.token,
    owner: { email: owner.email, password: PASSWORD },
    admin,
    api,
  };
}

/** Makes the board's admin (and gives the board the premium plan). */
export async function addConsoleAdmin(board: OwnBoard, name: { firstName: string; lastName: string }): Promise<void> {
  await expectOk(
    await board.api.post('/dev/board/console-admin', { data: { ...board.admin, ...name } }),
    'dev/board/console-admin',
  );
}

/** Signs the board's admin in on the board's host, through the API (e2e/support/ui.ts logIn). */
export function signInAsAdmin(
  page: Page,
  board: Pick<OwnBoard, 'origin' | 'admin' | 'api'>,
  landOn?: string,
): Promise<void> {
  return signInOnBoard(page, board, board.admin, landOn);
}

/** Signs the board's owner (who created it at onboarding) in on the board's host. */
export function signInAsOwner(
  page: Page,
  board: Pick<OwnBoard, 'origin' | 'owner' | 'api'>,
  landOn?: string,
): Promise<void> {
  return signInOnBoard(page, board, board.owner, landOn);
}

async function signInOnBoard(
  page: Page,
  board: Pick<OwnBoard, 'origin' | 'api'>,
  account: { email: string; password: string },
  landOn?: string,
): Promise<void> {
  const session = await expectOk<SignedIn>(
    await board.api.post('/client/api/v1/employer/login', { data: account }),
    `employer/login of ${account.email}`,
  );
  await keepSession(page, board.origin, session, landOn);
}
