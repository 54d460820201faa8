// What a user does on the account screens, for journeys whose subject is not that screen.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Role } from './api';

export const loginPath: Record<Role, string> = { candidate: '/jobsseekers/login', employer: '/employer/login' };

/** Where a signed-in user of each role is at home (src/lib/session/session.ts homeOf). */
export const homePath: Record<Role, string> = { candidate: '/browse-jobs', employer: '/employer/home' };

/** Types a 6-digit code into the code step's six boxes, one digit per box. */
export async function enterCode(page: Page, code: string): Promise<void> {
  const first = page.getByRole('textbox', { name: 'Digit 1 of 6' });
  await expect(first).toBeVisible();
  await first.click();
  await page.keyboard.type(code);
  await expect(page.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue(code.slice(-1));
}

/** Logs in on the role's login page with e-mail and password, as a person does. */
export async function logInOnScreen(page: Page, role: Role, email: string, password: string): Promise<void> {
  await page.goto(loginPath[role]);
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(new RegExp(`${loginPath[role]}(\\?|$)`));
}

export type SignedIn = {
  token: string;
  user: {
    firstName: string;
    lastName: string;
    email: string;
    role: 'candidate' | 'employer' | 'admin';
    companyName: string | null;
    kind?: number;
    isProfileSetupDone: boolean;
  };
};

/** Where the login form sends a user (src/features/auth/start-session.ts destinationAfterSignIn). */
function destinationOf({ role, kind, isProfileSetupDone }: SignedIn['user']): string {
  if (role === 'admin') return '/admin';
  if (isProfileSetupDone || (role === 'employer' && kind === 2)) return homePath[role];
  return role === 'employer' ? '/employer/company-profile-setup' : '/jobsseekers/profile-setup';
}

/**
 * Signs in through the login call and keeps the session the way the login form does (the token
 * in local storage, the `user` cookie; src/lib/session/session.ts), then opens `landOn`, or where
 * the form would have sent the user. A journey whose subject is not the login screen skips loading
 * and filling it: that was two seconds of every journey. One journey per role still logs in on the
 * screen (logInOnScreen).
 */
export async function logIn(page: Page, role: Role, email: string, password: string, landOn?: string): Promise<void> {
  const res = await page.request.post(`/client/api/v1/${role}/login`, { data: { email, password } });
  expect(res.ok(), `${role}/login answered ${res.status()} ${await res.text()}`).toBe(true);
  await keepSession(page, '', ((await res.json()) as { data: SignedIn }).data, landOn);
}

/**
 * Keeps a session signed in through the API on the page's `origin` ('' for the base URL) as the
 * login form would, and opens `landOn` or where the form would have gone.
 */
export async function keepSession(page: Page, origin: string, session: SignedIn, landOn?: string): Promise<void> {
  // A light document of the board's origin, to write that origin's storage from.
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(({ token, user }) => {
    localStorage.setItem('jb.token', token);
    localStorage.setItem('jb.tokenFetchedAt', String(Date.now()));
    const { firstName, lastName, email, role, companyName } = user;
    const cookie = JSON.stringify({ firstName, lastName, email, role, companyName });
    document.cookie = `user=${encodeURIComponent(cookie)}; path=/; SameSite=Lax; max-age=${60 * 60 * 24 * 30}`;
  }, session);
  await page.goto(`${origin}${landOn ?? destinationOf(session.user)}`);
}

/** The header's account menu of a signed-in user. */
export function accountMenu(page: Page, fullName: string) {
  return page.getByRole('button', { name: `Account menu of ${fullName}` });
}

/** Logs out through the header's account menu; the server is told, so the session ends there too. */
export async function logOut(page: Page, fullName: string): Promise<void> {
  const ended = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && /\/client\/api\/v1\/(candidate|employer)\/logout$/.test(r.url()),
  );
  await accountMenu(page, fullName).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const res = await ended;
  expect(res.ok(), `the logout call answered ${res.status()} ${await res.text()}`).toBe(true);
}

/** The header of a guest: log-in and sign-up buttons, no account menu. */
export async function expectGuestHeader(page: Page): Promise<void> {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('button', { name: /^Account menu of / })).toHaveCount(0);
}

/**
 * Types into a searchable select and picks `option` with the keyboard once the server's answer
 * lists it, as a keyboard user does. A click aims at a dropdown that may still be moving into place
 * on a loaded machine, and scrolling to it can carry the field it hangs from under the sticky
 * header, which hides the dropdown for good (a journey once waited two minutes on it).
 */
export async function typeAndPick(page: Page, field: Locator, typed: string, option: string): Promise<void> {
  await field.fill(typed);
  const listed = page.getByRole('option', { name: option, exact: true }).first();
  await expect(listed).toBeAttached();
  for (let step = 0; step < 20; step += 1) {
    await field.press('ArrowDown');
    if ((await listed.getAttribute('data-combobox-selected')) !== null) break;
  }
  await field.press('Enter');
  await expect(field).toHaveValue(option);
}
