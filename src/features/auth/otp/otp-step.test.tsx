import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getUpdateCandidateRegistrationEmailMockHandler,
  getUpdateCandidateRegistrationEmailResponseMock,
  getVerifyCandidateEmailOtpMockHandler,
  getVerifyCandidateEmailOtpResponseMock,
} from '@generated/api/auth/auth.msw';
import { getSession } from '@/lib/session/session';
import { locationOf, renderScreens } from '../test/render';
import { setupAuthTest } from '../test/setup-api';
import { OtpStep } from './otp-step';

const { server, analytics } = setupAuthTest();
const EMAIL = 'priya.sharma@gmail.com';
const VERIFY = '/jobsseekers/registration-verification';

function renderVerification(email: string | null = EMAIL) {
  return renderScreens(
    { [VERIFY]: () => <OtpStep account="candidate" purpose="registration" email={email ?? undefined} /> },
    VERIFY,
  );
}

const digit = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const codeValue = () => [1, 2, 3, 4, 5, 6].map((n) => (digit(n) as HTMLInputElement).value).join('');

describe('OtpStep (registration)', () => {
  it('accepts digits only, refuses a short code without calling the server, then verifies six digits', async () => {
    const bodies: unknown[] = [];
    server.use(
      getVerifyCandidateEmailOtpMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return getVerifyCandidateEmailOtpResponseMock();
      }),
    );
    const { router } = renderVerification();
    expect(await screen.findByText(EMAIL)).toBeTruthy();

    fireEvent.change(digit(1), { target: { value: 'a' } });
    expect(codeValue()).toBe('');
    fireEvent.change(digit(1), { target: { value: '12a456' } });
    expect(codeValue()).toBe('');

    fireEvent.change(digit(1), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));
    expect(await screen.findByText('The code is 6 digits')).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(digit(1), { target: { value: '482913' } });
    expect(codeValue()).toBe('482913');
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));

    // A new candidate's profile is not set up yet, so the setup comes first.
    await waitFor(() => expect(locationOf(router).pathname).toBe('/jobsseekers/profile-setup'));
    expect(bodies).toEqual([{ email: EMAIL, otp: '482913' }]);
    expect(getSession()?.user.email).toBe(EMAIL);
    expect(analytics.capture).toHaveBeenCalledWith('signup', expect.objectContaining({ role: 'candidate' }));
  });

  it('starts with the resend button waiting for the countdown', async () => {
    renderVerification();
    const resend = await screen.findByRole('button', { name: /resend code in 1:00|resend code in 0:5\d/ });
    expect(resend.hasAttribute('disabled')).toBe(true);
  });

  it('changes the e-mail of the registration and moves to the new address', async () => {
    const bodies: unknown[] = [];
    server.use(
      getUpdateCandidateRegistrationEmailMockHandler(async ({ request }) => {
        bodies.push(await request.json());
        return getUpdateCandidateRegistrationEmailResponseMock();
      }),
    );
    const { router } = renderVerification();
    fireEvent.click(await screen.findByRole('button', { name: 'Change e-mail' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(screen.getByLabelText(/^New e-mail/), { target: { value: 'priya.sharma@outlook.com' } });
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'Sunrise@2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send new code' }));

    await waitFor(() => expect(locationOf(router).search).toEqual({ email: 'priya.sharma@outlook.com' }));
    expect(bodies).toEqual([{ email: EMAIL, newEmail: 'priya.sharma@outlook.com', password: 'Sunrise@2024' }]);
    expect(dialog.isConnected).toBe(false);
  });

  it('says so on the page when the server answers 404 (which the seam does not toast)', async () => {
    server.use(
      http.post('*/client/api/v1/candidate/verify-email-otp', () =>
        HttpResponse.json(
          { code: 'ERROR', message: 'There is no pending registration for this e-mail', data: null },
          { status: 404 },
        ),
      ),
    );
    renderVerification();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), { target: { value: '482913' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify e-mail' }));

    expect((await screen.findByRole('alert')).textContent).toContain('There is no pending registration');
    expect(codeValue()).toBe('');
    expect(getSession()).toBeNull();
  });

  it('offers the way back when no e-mail came with the link', async () => {
    renderVerification(null);
    expect(await screen.findByRole('heading', { name: 'Which e-mail should we check?' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Digit 1 of 6' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/jobsseekers/login');
  });
});
