// The whole forgot-password flow in one router: e-mail, code, new password, done.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getRequestEmployerPasswordResetMockHandler,
  getResetEmployerPasswordMockHandler,
  getResetEmployerPasswordResponseMock,
  getVerifyEmployerResetPasswordOtpMockHandler,
  getVerifyEmployerResetPasswordOtpResponseMock,
} from '@generated/api/auth/auth.msw';
import { useSearch } from '@tanstack/react-router';
import { OtpStep } from '../otp/otp-step';
import { readResetTicket, saveResetTicket } from '../reset-ticket';
import { locationOf, renderScreens } from '../test/render';
import { setupAuthTest } from '../test/setup-api';
import { ForgotPasswordForm } from './forgot-password-form';
import { NewPasswordForm } from './new-password-form';
import { PasswordChanged } from './password-changed';

const { server } = setupAuthTest();
const EMAIL = 'arjun.mehta@brightlane.in';
const TICKET = getVerifyEmployerResetPasswordOtpResponseMock().data.resetToken;

function CodeFromUrl() {
  const { email } = useSearch({ strict: false }) as { email?: string };
  return <OtpStep account="employer" purpose="reset_password" email={email} />;
}

const screens = {
  '/employer/forgot-password': () => <ForgotPasswordForm account="employer" />,
  '/employer/forgot-password-otp': CodeFromUrl,
  '/employer/new-password': () => <NewPasswordForm account="employer" />,
  '/employer/password-change-successfully': () => <PasswordChanged account="employer" email={EMAIL} />,
};

const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

describe('forgot password flow', () => {
  it('goes from the e-mail to the code to the new password, and resets with the ticket', async () => {
    const sent: Record<string, unknown[]> = { forgot: [], verify: [], reset: [] };
    server.use(
      getRequestEmployerPasswordResetMockHandler(async ({ request }) => {
        sent.forgot?.push(await request.json());
        return {
          code: 'SUCCESS',
          message: 'If an account exists for this e-mail, a reset code has been sent',
          data: { email: 'ar***@brightlane.in', expiresAt: '2026-03-10T10:10:00.000Z', resendAfterSeconds: 60 },
        };
      }),
      getVerifyEmployerResetPasswordOtpMockHandler(async ({ request }) => {
        sent.verify?.push(await request.json());
        // A ticket that is still valid whenever the test runs.
        return {
          ...getVerifyEmployerResetPasswordOtpResponseMock(),
          data: { resetToken: TICKET, expiresAt: new Date(Date.now() + 15 * 60_000).toISOString() },
        };
      }),
      getResetEmployerPasswordMockHandler(async ({ request }) => {
        sent.reset?.push(await request.json());
        return getResetEmployerPasswordResponseMock();
      }),
    );
    const { router } = renderScreens(screens, '/employer/forgot-password');

    await screen.findByRole('button', { name: 'Send reset code' });
    fireEvent.change(field(/^E-mail/), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset code' }));

    await waitFor(() => expect(locationOf(router).pathname).toBe('/employer/forgot-password-otp'));
    expect(locationOf(router).search).toEqual({ email: EMAIL });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }), { target: { value: '604218' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(locationOf(router).pathname).toBe('/employer/new-password'));
    // The ticket is kept in session storage, never in the URL.
    expect(JSON.stringify(locationOf(router).search)).not.toContain(TICKET);
    expect(readResetTicket('employer')?.resetToken).toBe(TICKET);

    fireEvent.change(await screen.findByLabelText(/^New password/, { selector: 'input' }), {
      target: { value: 'Harbour#77x' },
    });
    fireEvent.change(field(/^Confirm new password/), { target: { value: 'Harbour#77y' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();

    fireEvent.change(field(/^Confirm new password/), { target: { value: 'Harbour#77x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(locationOf(router).pathname).toBe('/employer/password-change-successfully'));
    expect(sent).toEqual({
      forgot: [{ email: EMAIL }],
      verify: [{ email: EMAIL, otp: '604218' }],
      reset: [{ resetToken: TICKET, password: 'Harbour#77x' }],
    });
    expect(readResetTicket('employer')).toBeNull();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/employer/login?email=arjun.mehta%40brightlane.in',
    );
  });

  it('names the failing password rule on the new password', async () => {
    saveResetTicket('employer', {
      resetToken: TICKET,
      email: EMAIL,
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
    });
    renderScreens(screens, '/employer/new-password');
    fireEvent.change(await screen.findByLabelText(/^New password/, { selector: 'input' }), {
      target: { value: 'harbour' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Use at least 8 characters')).toBeTruthy();
  });

  it('asks to start again when there is no live reset ticket', async () => {
    saveResetTicket('employer', {
      resetToken: TICKET,
      email: EMAIL,
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    renderScreens(screens, '/employer/new-password');
    expect(await screen.findByRole('heading', { name: 'Your reset link has run out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Get a new code' }).getAttribute('href')).toBe('/employer/forgot-password');
  });
});
