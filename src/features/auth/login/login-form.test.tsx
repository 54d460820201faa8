import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getLoginCandidateMockHandler,
  getLoginCandidateResponseMock,
  getLoginEmployerMockHandler,
} from '@generated/api/auth/auth.msw';
import { getSession } from '@/lib/session/session';
import { locationOf, renderScreens } from '../test/render';
import { setupAuthTest } from '../test/setup-api';
import { LoginForm } from './login-form';

const { server, onFailure, analytics } = setupAuthTest();

function renderLogin(account: 'candidate' | 'employer' = 'candidate') {
  const path = account === 'candidate' ? '/jobsseekers/login' : '/employer/login';
  return renderScreens({ [path]: () => <LoginForm account={account} /> }, path);
}

async function fillAndSubmit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText(/^E-mail/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('signs a candidate in: sends the credentials, stores the session, tells analytics and goes home', async () => {
    const bodies: unknown[] = [];
    server.use(
      getLoginCandidateMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return getLoginCandidateResponseMock();
      }),
    );
    const { router } = renderLogin();
    await fillAndSubmit('  priya.sharma@gmail.com ', 'Sunrise@2024');

    await waitFor(() => expect(locationOf(router).pathname).toBe('/browse-jobs'));
    expect(bodies).toEqual([{ email: 'priya.sharma@gmail.com', password: 'Sunrise@2024' }]);
    const session = getSession();
    expect(session?.token).toBe(getLoginCandidateResponseMock().data.token);
    expect(session?.user).toEqual({
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya.sharma@gmail.com',
      role: 'candidate',
      companyName: null,
    });
    expect(analytics.identify).toHaveBeenCalledWith(
      '3b8f2a61-7c4d-4e9a-b1f0-6d2c8e5a9f14',
      expect.objectContaining({ role: 'candidate' }),
    );
    expect(analytics.capture).toHaveBeenCalledWith('login', expect.objectContaining({ role: 'candidate' }));
  });

  it('sends an employer to the employer home with the company in the user cookie', async () => {
    server.use(getLoginEmployerMockHandler());
    const { router } = renderLogin('employer');
    await fillAndSubmit('neha.kapoor@brightlane.in', 'Harbour#77x');

    await waitFor(() => expect(locationOf(router).pathname).toBe('/employer/home'));
    expect(getSession()?.user.companyName).toBe('Brightlane Logistics Pvt. Ltd.');
    expect(analytics.capture).toHaveBeenCalledWith('login', expect.objectContaining({ role: 'employer' }));
  });

  it('sends an unverified account (422 NOT_VERIFIED) to the verification page for that e-mail', async () => {
    server.use(
      http.post('*/client/api/v1/candidate/login', () =>
        HttpResponse.json(
          { code: 'NOT_VERIFIED', message: 'Please verify your e-mail; we sent you a new code', data: null },
          { status: 422 },
        ),
      ),
    );
    const { router } = renderLogin();
    await fillAndSubmit('priya.sharma@gmail.com', 'Sunrise@2024');

    await waitFor(() => expect(locationOf(router).pathname).toBe('/jobsseekers/registration-verification'));
    expect(locationOf(router).search).toEqual({ email: 'priya.sharma@gmail.com' });
    expect(getSession()).toBeNull();
    // The seam reported the failure once; the screen adds nothing of its own.
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('checks the e-mail before calling the server', async () => {
    renderLogin();
    await fillAndSubmit('priya@gmail', 'whatever');

    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com')).toBeTruthy();
    expect(screen.getByLabelText(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/^E-mail/));
  });

  it('puts a server field error under its field and keeps the password out of the URL', async () => {
    server.use(
      http.post('*/client/api/v1/candidate/login', () =>
        HttpResponse.json(
          {
            code: 'ERROR',
            message: 'body.email must NOT have more than 254 characters',
            data: { fields: [{ field: 'body.email', message: 'this address is blocked on this site' }] },
          },
          { status: 400 },
        ),
      ),
    );
    const { router } = renderLogin();
    await fillAndSubmit('priya.sharma@gmail.com', 'Sunrise@2024');

    expect(await screen.findByText('This address is blocked on this site')).toBeTruthy();
    expect(locationOf(router).pathname).toBe('/jobsseekers/login');
    expect(JSON.stringify(locationOf(router).search)).not.toContain('Sunrise');
  });

  it('links to forgot password with the typed e-mail, and to registration', async () => {
    renderLogin();
    fireEvent.change(await screen.findByLabelText(/^E-mail/), { target: { value: 'priya.sharma@gmail.com' } });
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe(
      '/jobsseekers/forgot-password?email=priya.sharma%40gmail.com',
    );
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/jobsseekers/register');
  });

  it('shows and hides the password with a labelled toggle', async () => {
    renderLogin();
    const password = await screen.findByLabelText(/^Password/);
    expect(password.getAttribute('type')).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.getAttribute('tabindex')).toBe('0');
    fireEvent.keyDown(toggle, { key: 'Enter' });
    expect(password.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});
