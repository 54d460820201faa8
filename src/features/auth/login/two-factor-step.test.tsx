import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getLoginEmployerUrl } from '@generated/api/auth/auth';
import {
  getCompleteTwoFactorSignInMockHandler,
  getCompleteTwoFactorSignInResponseMock,
} from '@generated/api/two-factor/two-factor.msw';
import { getCompleteTwoFactorSignInUrl } from '@generated/api/two-factor/two-factor';
import { getSession } from '@/lib/session/session';
import { locationOf, renderScreens } from '../test/render';
import { setupAuthTest } from '../test/setup-api';
import { LoginForm } from './login-form';

const { server, onFailure } = setupAuthTest();
const CHALLENGE = 'tfc_Jd7Qk2mXv9LrP0sT4wYb6nHc1eAg8uFz';

function challengeAnswer() {
  return http.post(`*${getLoginEmployerUrl()}`, () =>
    HttpResponse.json(
      {
        code: 'ERROR',
        message: 'Enter the 6-digit code from your authenticator app',
        data: { twoFactor: { challenge: CHALLENGE, expiresAt: '2026-03-12T08:20:00.000Z' } },
      },
      { status: 403 },
    ),
  );
}

async function passwordStep() {
  const { router } = renderScreens({ '/employer/login': () => <LoginForm account="employer" /> }, '/employer/login');
  fireEvent.change(await screen.findByLabelText(/^E-mail/), { target: { value: 'neha.kapoor@brightlane.in' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Cargo$Route42' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await screen.findByRole('form', { name: 'Two-factor sign-in' });
  return router;
}

describe('the sign-in code step', () => {
  it('asks for the app code after the password, sends it with the challenge (and trust this browser) and signs in', async () => {
    const bodies: unknown[] = [];
    server.use(
      challengeAnswer(),
      getCompleteTwoFactorSignInMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return getCompleteTwoFactorSignInResponseMock();
      }),
    );
    const router = await passwordStep();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    const code = screen.getByLabelText(/Authentication code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('Enter the 6 digits')).toBeTruthy();
    fireEvent.change(code, { target: { value: '492039' } });
    fireEvent.click(screen.getByLabelText(/Trust this browser for 30 days/));
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await waitFor(() => expect(getSession()?.token).toBe(getCompleteTwoFactorSignInResponseMock().data.token));
    expect(bodies).toEqual([{ challenge: CHALLENGE, code: '492039', rememberDevice: true }]);
    await waitFor(() => expect(locationOf(router).pathname).not.toBe('/employer/login'));
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('takes a recovery code instead, and shows a wrong one on its field', async () => {
    const bodies: unknown[] = [];
    server.use(
      challengeAnswer(),
      http.post(`*${getCompleteTwoFactorSignInUrl()}`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          {
            code: 'ERROR',
            message: 'That recovery code is not right or was already used.',
            data: {
              fields: [{ field: 'body.recoveryCode', message: 'That recovery code is not right or was already used.' }],
            },
          },
          { status: 400 },
        );
      }),
    );
    await passwordStep();
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    fireEvent.change(screen.getByLabelText(/Recovery code/), { target: { value: ' k7p2m-x9qrt ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText('That recovery code is not right or was already used.')).toBeTruthy();
    expect(bodies).toEqual([{ challenge: CHALLENGE, recoveryCode: 'k7p2m-x9qrt' }]);
    expect(getSession()).toBeNull();
  });

  it('offers to log in again when the challenge has expired', async () => {
    server.use(
      challengeAnswer(),
      http.post(`*${getCompleteTwoFactorSignInUrl()}`, () =>
        HttpResponse.json(
          {
            code: 'ERROR',
            message: 'This sign-in has expired, please log in again',
            data: { fields: [{ field: 'body.challenge', message: 'This sign-in has expired, please log in again' }] },
          },
          { status: 400 },
        ),
      ),
    );
    await passwordStep();
    fireEvent.change(screen.getByLabelText(/Authentication code/), { target: { value: '492039' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and log in' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Log in again' }));
    expect(await screen.findByRole('form', { name: 'Log in' })).toBeTruthy();
  });
});
