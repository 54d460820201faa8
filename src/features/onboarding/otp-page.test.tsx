// The code step on its own: the resend countdown, a wrong code, a corrected e-mail, and the
// state of a tab that has no signup in progress.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  getResendClientOtpMockHandler,
  getUpdateClientEmailMockHandler,
  getUpdateClientEmailResponseMock,
} from '@generated/api/onboarding/onboarding.msw';
import { signupStore } from './signup-store';
import { renderOnboarding } from './test-utils';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
  vi.useRealTimers();
});
afterAll(() => server.close());

const EMAIL = 'daniel.okafor@northwind-logistic.com';

function pending(resendInSeconds: number) {
  signupStore.setPending({
    email: EMAIL,
    companyName: 'Northwind Logistics',
    clientId: '2f3a4b5c-6d7e-4f8a-9b0c-1d2e3f4a5b6c',
    host: 'northwind.jobboard.example',
    resendAt: Date.now() + resendInSeconds * 1000,
  });
}

describe('onboarding code step', () => {
  it('without a signup in progress, offers to start one', async () => {
    await renderOnboarding('/onboarding-otp');
    expect(screen.getByRole('heading', { name: 'No signup waiting for a code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create a job board' }).getAttribute('href')).toBe('/onboarding');
  });

  it('lets a new code be asked for only when the countdown ends, then counts down again', async () => {
    // Only the clock and the interval are faked: requests and React Query keep real timers.
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const asked: unknown[] = [];
    server.use(
      getResendClientOtpMockHandler(async ({ request }) => {
        asked.push(await request.json());
        return {
          code: 'SUCCESS',
          message: 'A new code has been sent',
          data: { email: EMAIL, expiresAt: '2026-04-01T05:46:00.000Z', resendAfterSeconds: 60 },
        };
      }),
    );
    pending(60);
    await renderOnboarding('/onboarding-otp');

    const waiting = screen.getByRole('button', { name: 'Resend code in 60 s' });
    expect(waiting).toHaveProperty('disabled', true);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(screen.getByRole('button', { name: 'Resend code in 30 s' })).toHaveProperty('disabled', true);
    act(() => {
      vi.advanceTimersByTime(30_000);
    });

    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toHaveProperty('disabled', false);
    fireEvent.click(resend);

    expect(await screen.findByRole('button', { name: 'Resend code in 60 s' })).toBeTruthy();
    expect(asked).toEqual([{ email: EMAIL }]);
  });

  it('says what was wrong with a refused code and clears the field for another try', async () => {
    server.use(
      http.post('*/client/verify-client', () =>
        HttpResponse.json({ code: 'ERROR', message: 'The code is not right', data: null }, { status: 400 }),
      ),
    );
    pending(60);
    await renderOnboarding('/onboarding-otp');
    const input = screen.getByLabelText(/verification code/i, { selector: 'input' });
    fireEvent.change(input, { target: { value: '111111' } });

    expect(await screen.findByText('The code is not right')).toBeTruthy();
    expect(input).toHaveProperty('value', '');
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeTruthy();
  });

  it('refuses fewer than six digits without calling the server', async () => {
    const calls = vi.fn();
    server.use(
      http.post('*/client/verify-client', () => {
        calls();
        return HttpResponse.json({ code: 'ERROR', message: 'unexpected', data: null }, { status: 400 });
      }),
    );
    pending(60);
    await renderOnboarding('/onboarding-otp');
    fireEvent.change(screen.getByLabelText(/verification code/i, { selector: 'input' }), { target: { value: '12a3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and continue' }));
    expect(screen.getByText('Enter the 6 digits from the e-mail')).toBeTruthy();
    expect(calls).not.toHaveBeenCalled();
  });

  it('corrects the e-mail with the signup password and shows where the new code went', async () => {
    const sent: unknown[] = [];
    server.use(
      getUpdateClientEmailMockHandler(async ({ request }) => {
        sent.push(await request.json());
        return getUpdateClientEmailResponseMock();
      }),
    );
    pending(0);
    await renderOnboarding('/onboarding-otp');
    fireEvent.click(screen.getByRole('button', { name: 'Change e-mail' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail address' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send new code' }));
    expect(within(dialog).getByText('Enter your work e-mail')).toBeTruthy();
    expect(within(dialog).getByText('Enter the password you chose')).toBeTruthy();

    const newEmail = getUpdateClientEmailResponseMock().data.email;
    fireEvent.change(within(dialog).getByLabelText(/new work e-mail/i, { selector: 'input' }), {
      target: { value: newEmail },
    });
    fireEvent.change(within(dialog).getByLabelText(/^password/i, { selector: 'input' }), {
      target: { value: 'Harbour#2026' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send new code' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ email: EMAIL, newEmail, password: 'Harbour#2026' }]);
    expect(screen.getByText(newEmail)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resend code in 60 s' })).toBeTruthy();
    expect(signupStore.pending()?.email).toBe(newEmail);
  });
});
