import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getConfirmTwoFactorEnrolmentMockHandler,
  getConfirmTwoFactorEnrolmentResponseMock,
  getDisableTwoFactorMockHandler,
  getForgetTwoFactorBrowsersMockHandler,
  getGetTwoFactorStatusMockHandler,
  getStartTwoFactorEnrolmentMockHandler,
  getStartTwoFactorEnrolmentResponseMock,
} from '@generated/api/two-factor/two-factor.msw';
import { getConfirmTwoFactorEnrolmentUrl } from '@generated/api/two-factor/two-factor';
import type { TwoFactorStatus } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { renderWithProviders } from '@/test/render';
import { TwoFactorCard, TwoFactorSection } from './two-factor-section';

const server = setupServer();
const ORIGIN = 'http://jobs.test';
const off: TwoFactorStatus = {
  enabled: false,
  pending: false,
  enabledAt: null,
  recoveryCodesLeft: 0,
  passwordRequired: true,
  available: true,
  required: false,
  rememberedBrowsers: [],
};
const on: TwoFactorStatus = { ...off, enabled: true, enabledAt: '2026-03-10T09:30:00.000Z', recoveryCodesLeft: 10 };
const status = (data: TwoFactorStatus) =>
  getGetTwoFactorStatusMockHandler({ code: 'SUCCESS', message: 'Success', data });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() =>
  configureHttp({ origin: ORIGIN, getToken: () => 'token', getAdminId: () => null, onFailure: vi.fn() }),
);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the two-factor sign-in section', () => {
  it('turns it on: shows the QR code and the key, sends the code and shows the recovery codes once', async () => {
    const sent: unknown[] = [];
    server.use(
      status(off),
      getStartTwoFactorEnrolmentMockHandler(),
      getConfirmTwoFactorEnrolmentMockHandler(async ({ request }) => {
        sent.push(await request.json());
        return getConfirmTwoFactorEnrolmentResponseMock();
      }),
    );
    renderWithProviders(<TwoFactorCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }));
    const enrolment = getStartTwoFactorEnrolmentResponseMock().data;
    expect(await screen.findByText(enrolment.secret)).toBeTruthy();
    expect(screen.getByRole('img', { name: /QR code/ }).getAttribute('src')).toBe(enrolment.qrCode);

    const code = screen.getByLabelText(/Code from your authenticator app/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('Enter the 6 digits')).toBeTruthy();
    fireEvent.change(code, { target: { value: '49 20-39' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findAllByTestId('recovery-code')).toHaveLength(10);
    expect(sent).toEqual([{ code: '492039' }]);
    expect(screen.getByRole('button', { name: 'Download codes' })).toBeTruthy();
    server.use(status(on));
    fireEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    await waitFor(() => expect(screen.queryAllByTestId('recovery-code')).toHaveLength(0));
  });

  it('shows a wrong code on its field', async () => {
    server.use(
      status(off),
      getStartTwoFactorEnrolmentMockHandler(),
      http.post(`*${getConfirmTwoFactorEnrolmentUrl()}`, () =>
        HttpResponse.json(
          {
            code: 'ERROR',
            message: 'That code is not right.',
            data: { fields: [{ field: 'body.code', message: 'That code is not right.' }] },
          },
          { status: 400 },
        ),
      ),
    );
    renderWithProviders(<TwoFactorCard />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }));
    fireEvent.change(await screen.findByLabelText(/Code from your authenticator app/), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('That code is not right.')).toBeTruthy();
  });

  it('turns it off with a recovery code and the password', async () => {
    const sent: unknown[] = [];
    server.use(
      status(on),
      getDisableTwoFactorMockHandler(async ({ request }) => {
        sent.push(await request.json());
        return { code: 'SUCCESS', message: 'Two-factor sign-in is off', data: off };
      }),
    );
    renderWithProviders(<TwoFactorCard />);
    expect(await screen.findByText(/Recovery codes left: 10/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Use a recovery code' })[0] as HTMLElement);
    fireEvent.change(screen.getByLabelText(/Recovery code/), { target: { value: 'k7p2m-x9qrt' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Cargo$Route42' } });
    server.use(status(off));
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await waitFor(() => expect(sent).toEqual([{ recoveryCode: 'k7p2m-x9qrt', password: 'Cargo$Route42' }]));
    expect(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' })).toBeTruthy();
  });

  it('offers a retry when the state cannot be loaded', async () => {
    server.use(
      http.get('*/client/api/v1/two-factor', () =>
        HttpResponse.json({ code: 'ERROR', message: 'Oops', data: null }, { status: 500 }),
      ),
    );
    renderWithProviders(<TwoFactorCard />);
    expect(await screen.findByText('We could not load two-factor sign-in')).toBeTruthy();
  });

  it('is hidden when the plan lacks it and it is off, and stays manageable when it is on', async () => {
    server.use(status({ ...off, available: false }));
    const { container, unmount } = renderWithProviders(<TwoFactorSection />);
    await waitFor(() => expect(container.querySelector('#two-factor-title')).toBeNull());
    unmount();
    server.use(status({ ...on, available: false }));
    renderWithProviders(<TwoFactorSection />);
    expect(await screen.findByText(/no longer includes two-factor sign-in/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /recovery codes/i })).toBeNull();
  });

  it('says when the board requires it', async () => {
    server.use(status({ ...off, required: true }));
    renderWithProviders(<TwoFactorCard />);
    expect(await screen.findByText('Required by this board')).toBeTruthy();
  });

  it('lists remembered browsers and forgets them', async () => {
    let forgotten = 0;
    const browser = {
      id: 'c1f7a3e9-2b4d-4e8a-9c6f-0d5b7e3a1f92',
      label: 'Chrome on Windows',
      createdAt: '2026-03-10T09:31:00.000Z',
      lastUsedAt: '2026-03-12T08:10:00.000Z',
      expiresAt: '2026-04-09T09:31:00.000Z',
    };
    server.use(
      status({ ...on, rememberedBrowsers: [browser] }),
      getForgetTwoFactorBrowsersMockHandler(() => {
        forgotten += 1;
        return { code: 'SUCCESS', message: 'Remembered browsers forgotten', data: on };
      }),
    );
    renderWithProviders(<TwoFactorCard />);
    expect(await screen.findByText(/Chrome on Windows/)).toBeTruthy();
    server.use(status(on));
    fireEvent.click(screen.getByRole('button', { name: 'Forget these browsers' }));
    await waitFor(() => expect(forgotten).toBe(1));
    expect(await screen.findByText(/No browser skips the code/)).toBeTruthy();
  });
});
