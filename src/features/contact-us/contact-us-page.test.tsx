import { fireEvent, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getSaveContactUsUrl } from '@generated/api/contact-us/contact-us';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { getSaveContactUsMockHandler } from '@generated/api/contact-us/contact-us.msw';
import type { ContactUsInput } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { renderWithProviders } from '@/test/render';
import { contactErrors, contactInput } from './contact-fields';
import { ContactUsPage } from './contact-us-page';

const ORIGIN = 'http://jobs.test';
const server = setupServer();
const onFailure = vi.fn();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  onFailure.mockReset();
  configureHttp({ origin: ORIGIN, getToken: () => null, getAdminId: () => null, onFailure });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function settings(extra: { features?: string[]; supportEmail?: string | null } = {}) {
  const base = getGetTenantSettingsResponseMock();
  return getGetTenantSettingsMockHandler({
    ...base,
    data: {
      ...base.data,
      name: 'Brightlane Careers',
      features: extra.features ?? ['default', 'contact_us'],
      supportEmail: extra.supportEmail === undefined ? 'help@brightlane.in' : extra.supportEmail,
    },
  });
}

const field = (label: RegExp) => screen.getByLabelText(label);
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

function fillValid() {
  type(/your name/i, 'Meera Iyer');
  type(/e-mail/i, 'meera.iyer@brightpath.in');
  type(/subject/i, 'Posting jobs for branches');
  type(/^message/i, 'Can each branch manager post jobs under one company account?');
}

describe('ContactUsPage', () => {
  it('checks the fields before sending, focusing the first in error, and shows the board’s address', async () => {
    let sent = 0;
    server.use(
      settings(),
      http.post(`${ORIGIN}${getSaveContactUsUrl()}`, () => {
        sent += 1;
        return HttpResponse.json({});
      }),
    );
    renderWithProviders(<ContactUsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'help@brightlane.in' })).getAttribute('href')).toBe(
      'mailto:help@brightlane.in',
    );
    type(/e-mail/i, 'meera@@brightpath');
    type(/phone/i, '98');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter your name')).toBeTruthy();
    expect(document.activeElement).toBe(field(/your name/i));
    expect(field(/your name/i).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(screen.getByText('Enter 5 to 15 digits')).toBeTruthy();
    expect(screen.getByText('Write your message')).toBeTruthy();
    expect(sent).toBe(0);
  });

  it('sends the message and shows the server’s thanks, then offers another', async () => {
    let body: ContactUsInput | undefined;
    server.use(
      settings(),
      getSaveContactUsMockHandler(async ({ request }) => {
        body = (await request.json()) as ContactUsInput;
        return { code: 'SUCCESS', message: 'Thanks for writing to us, we will get back to you soon', data: null };
      }),
    );
    renderWithProviders(<ContactUsPage />);
    fillValid();
    type(/company/i, '  BrightPath Staffing ');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const heading = await screen.findByRole('heading', { name: 'Message sent' });
    expect(screen.getByText('Thanks for writing to us, we will get back to you soon')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(body).toEqual({
      name: 'Meera Iyer',
      email: 'meera.iyer@brightpath.in',
      subject: 'Posting jobs for branches',
      message: 'Can each branch manager post jobs under one company account?',
      companyName: 'BrightPath Staffing',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect((field(/your name/i) as HTMLInputElement).value).toBe('Meera Iyer');
    expect((field(/subject/i) as HTMLInputElement).value).toBe('');
  });

  it('shows the wait of a 429 and the fields a 400 names, without a toast', async () => {
    let answer: 'wait' | 'fields' = 'wait';
    server.use(
      settings(),
      http.post(`${ORIGIN}${getSaveContactUsUrl()}`, () =>
        answer === 'wait'
          ? HttpResponse.json(
              {
                code: 'LIMIT_OVER',
                message: 'You have sent several messages already; please try again later',
                data: { retryAfterSeconds: 1500 },
              },
              { status: 429 },
            )
          : HttpResponse.json(
              {
                code: 'ERROR',
                message: 'body.email must match pattern',
                data: { fields: [{ field: 'body.email', message: 'must match pattern "^[A-Z]"' }] },
              },
              { status: 400 },
            ),
      ),
    );
    renderWithProviders(<ContactUsPage />);
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please wait a little');
    expect(alert.textContent).toContain('You have sent several messages already; please try again later');
    expect(alert.textContent).toContain('You can write again in about 25 minutes.');

    answer = 'fields';
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeTruthy();
    expect(document.activeElement).toBe(field(/e-mail/i));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('shows only the address where the plan has no contact form', async () => {
    server.use(settings({ features: ['default'] }));
    renderWithProviders(<ContactUsPage />);
    expect(await screen.findByText('The contact form is not available on this site')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send message' })).toBeNull();
    expect(screen.getByRole('link', { name: 'help@brightlane.in' })).toBeTruthy();
  });
});

describe('contact fields', () => {
  const valid = {
    name: 'José Álvarez',
    email: 'jose@example.es',
    countryCode: '+34',
    mobNo: '',
    companyName: '',
    subject: 'Hi',
    message: 'Short',
  };
  it('follows the contract’s rules and sends the phone only with a number', () => {
    expect(Object.keys(contactErrors(valid)).sort()).toEqual(['message', 'subject']);
    expect(contactErrors({ ...valid, name: 'R2 D2', subject: 'Hello', message: 'Long enough now' })).toEqual({
      name: 'Enter your name in letters, with single spaces',
    });
    expect(contactInput(valid)).not.toHaveProperty('countryCode');
    expect(contactInput({ ...valid, mobNo: '612345678' })).toMatchObject({ countryCode: '+34', mobNo: '612345678' });
  });
});
