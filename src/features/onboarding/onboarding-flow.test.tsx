// The onboarding journey against the contract's examples: signup → code → checklist, with the
// analytics a signup sends and no session stored for another host.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getCreateClientMockHandler,
  getCreateClientResponseMock,
  getGetClientBaseUrlMockHandler,
  getListOnboardingCountriesMockHandler,
  getVerifyClientMockHandler,
  getVerifyClientResponseMock,
} from '@generated/api/onboarding/onboarding.msw';
import { analytics } from '@/lib/analytics/analytics';
import { renderOnboarding } from './test-utils';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

let bodies: Record<string, unknown[]> = {};
const recorded = (name: string) => async (info: { request: Request }) => {
  (bodies[name] ??= []).push(await info.request.clone().json());
};

const freeSubdomain = http.post('*/client/get-baseUrl', () =>
  HttpResponse.json({ code: 'INVALID_CLIENT', message: 'No job board on this host', data: null }, { status: 404 }),
);

beforeEach(() => {
  bodies = {};
  server.use(
    getListOnboardingCountriesMockHandler(),
    freeSubdomain,
    getCreateClientMockHandler(async (info) => {
      await recorded('create')(info);
      return getCreateClientResponseMock();
    }),
    getVerifyClientMockHandler(async (info) => {
      await recorded('verify')(info);
      return getVerifyClientResponseMock();
    }),
  );
});

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function chooseCountry(name: string) {
  const input = await screen.findByRole('combobox', { name: /country/i });
  await waitFor(() => expect(input).toHaveProperty('disabled', false));
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name }));
}

async function fillValidSignup() {
  type(/company name/i, 'Northwind Logistics');
  type(/your full name/i, 'Daniel Okafor');
  type(/work e-mail/i, 'daniel.okafor@northwind-logistics.com');
  type(/^password/i, 'Harbour#2026');
  await chooseCountry('India');
  fireEvent.click(screen.getByRole('checkbox', { name: /i agree/i }));
}

describe('onboarding', () => {
  it('creates the board, verifies the code and shows the checklist', { timeout: 20_000 }, async () => {
    const group = vi.spyOn(analytics, 'group');
    const identify = vi.spyOn(analytics, 'identify');
    sessionStorage.setItem('jb.clickIds', JSON.stringify({ gclid: 'Cj0KCQjw8e' }));
    await renderOnboarding('/onboarding');

    await fillValidSignup();
    // The address follows the company name until the person edits it.
    expect(field(/job board address/i)).toHaveProperty('value', 'northwind-logistics');
    type(/job board address/i, 'Northwind');
    expect(field(/job board address/i)).toHaveProperty('value', 'northwind');
    expect(await screen.findByText('northwind.localhost is available')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: /time zone/i })).toHaveProperty('value', 'Asia/Kolkata (UTC+05:30)');

    fireEvent.click(screen.getByRole('button', { name: 'Create my job board' }));

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
    expect(bodies.create).toEqual([
      {
        companyName: 'Northwind Logistics',
        adminName: 'Daniel Okafor',
        email: 'daniel.okafor@northwind-logistics.com',
        password: 'Harbour#2026',
        subdomain: 'northwind',
        countryCode: 'IN',
        timezone: 'Asia/Kolkata',
        tracking: { gclid: 'Cj0KCQjw8e' },
      },
    ]);
    const created = getCreateClientResponseMock().data.client;
    expect(group).toHaveBeenCalledWith('company', created._id, expect.objectContaining({ name: created.name }));
    expect(screen.getByText('daniel.okafor@northwind-logistics.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: /resend code in 60 s/i })).toHaveProperty('disabled', true);
    expect(sessionStorage.getItem('jb.onboarding.pending')).not.toContain('Harbour');

    fireEvent.change(screen.getByLabelText(/verification code/i), { target: { value: '482 913' } });

    expect(await screen.findByRole('heading', { name: 'Northwind Logistics is live' })).toBeTruthy();
    expect(bodies.verify).toEqual([{ email: 'daniel.okafor@northwind-logistics.com', otp: '482913' }]);
    const verified = getVerifyClientResponseMock().data;
    expect(screen.getByRole('link', { name: 'Go to your job board' }).getAttribute('href')).toBe(verified.redirectUrl);
    expect(identify).toHaveBeenCalledWith(verified.session.user._id, expect.objectContaining({ role: 'employer' }));
    // The session belongs to the new host; nothing of it is kept on this one.
    expect(localStorage.getItem('jb.token')).toBeNull();
    const team = screen.getByRole('link', { name: /invite people/i });
    expect(team.getAttribute('href')).toBe('https://northwind.jobboard.example/employer/profile/my-team');

    const brand = screen.getByRole('checkbox', { name: /add your logo/i });
    fireEvent.click(brand);
    expect(screen.getByText('1 of 3 done')).toBeTruthy();
  });

  it('shows every problem on submit and sends nothing', async () => {
    await renderOnboarding('/onboarding');
    await screen.findByRole('combobox', { name: /country/i });
    fireEvent.click(screen.getByRole('button', { name: 'Create my job board' }));

    for (const message of [
      'Enter your company name',
      'Enter your full name',
      'Enter your work e-mail',
      'Choose a password',
      'Choose the address of your job board',
      'Choose your country',
      'Please accept the terms to continue',
    ])
      expect(screen.getByText(message)).toBeTruthy();
    expect(document.activeElement).toBe(field(/company name/i));
    expect(bodies.create).toBeUndefined();
  });

  it('explains a weak password and a malformed e-mail as the person leaves the field', async () => {
    await renderOnboarding('/onboarding');
    type(/work e-mail/i, 'daniel@northwind');
    fireEvent.blur(field(/work e-mail/i));
    type(/^password/i, 'harbour2026');
    fireEvent.blur(field(/^password/i));

    expect(screen.getByText('Enter a valid e-mail address, like name@company.com')).toBeTruthy();
    expect(screen.getByText('Use both upper and lower case letters')).toBeTruthy();
    expect(screen.getByText(/At least 8 characters/).textContent).toContain('(met)');
    expect(screen.getByText(/A digit/).textContent).toContain('(met)');
    expect(screen.getByText(/One of @/).textContent).toContain('(not met yet)');
    await screen.findByRole('combobox', { name: /country/i });
  });

  it('flags a subdomain that is taken and does not submit', async () => {
    server.use(getGetClientBaseUrlMockHandler());
    await renderOnboarding('/onboarding');
    await fillValidSignup();
    type(/job board address/i, 'northwind');

    expect(await screen.findByText('northwind.localhost is already taken. Try another name.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create my job board' }));
    await waitFor(() => expect(document.activeElement).toBe(field(/job board address/i)));
    expect(bodies.create).toBeUndefined();
  });

  it("shows the server's refusal next to the form", async () => {
    server.use(
      http.post('*/client/create', () =>
        HttpResponse.json(
          { code: 'ALREADY_EXIST', message: 'This e-mail already administers a job board', data: null },
          { status: 409 },
        ),
      ),
    );
    await renderOnboarding('/onboarding');
    await fillValidSignup();
    fireEvent.click(screen.getByRole('button', { name: 'Create my job board' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('This e-mail already administers a job board')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Check your inbox' })).toBeNull();
  });
});
