// The mail templates screen: the board's mails listed, a variable inserted at the caret, the
// server's preview shown, a field the server refused named under it, and nothing offered when the
// plan lacks custom_email_templates.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getListAdminMailTemplatesMockHandler,
  getPreviewAdminMailTemplateMockHandler,
} from '@generated/api/admin/admin.msw';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { BOOT_ELEMENT_ID } from '@shared/branding/boot.ts';
import { configureHttp } from '@/lib/api/http';
import { forgetBoardBoot } from '@/lib/branding/board-boot';
import { clearStoredSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { insertAt } from './insert-variable';
import { MailTemplatesPage } from './mail-templates-page';

const server = setupServer();
const settings = (features: string[]) => {
  const mock = getGetTenantSettingsResponseMock();
  return getGetTenantSettingsMockHandler({ ...mock, data: { ...mock.data, features } });
};
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureHttp({ origin: 'http://jobs.test', getToken: () => 'token', getAdminId: () => null });
  setSession('token', {
    firstName: 'Morgan',
    lastName: 'Ellis',
    email: 'admin@example.com',
    role: 'admin',
    companyName: null,
  });
  server.use(
    settings(['custom_email_templates']),
    getListAdminMailTemplatesMockHandler(),
    getPreviewAdminMailTemplateMockHandler(),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearStoredSession();
});
afterAll(() => server.close());

describe('insertAt', () => {
  it('inserts at the caret, replaces a selection, and appends without one', () => {
    expect(insertAt('Hi ,', '{{name}}', 3, 3)).toEqual({ value: 'Hi {{name}},', caret: 11 });
    expect(insertAt('Hi you', '{{name}}', 3, 6)).toEqual({ value: 'Hi {{name}}', caret: 11 });
    expect(insertAt('Hi', '{{name}}', null, null)).toEqual({ value: 'Hi{{name}}', caret: 10 });
  });
});

describe('MailTemplatesPage', () => {
  it('edits a mail with its variables and shows the server’s preview', async () => {
    await renderWithRouter(<MailTemplatesPage />, { path: '/admin/mail-templates' });
    expect(await screen.findByRole('button', { name: /Job not approved/ })).toBeTruthy();
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    expect((subject as HTMLInputElement).value).toBe('{{jobTitle}} needs a few changes');
    fireEvent.change(subject, { target: { value: 'About ' } });
    fireEvent.focus(subject);
    (subject as HTMLInputElement).setSelectionRange(6, 6);
    fireEvent.click(screen.getByRole('button', { name: /Insert \{\{jobTitle\}\}/ }));
    expect((subject as HTMLInputElement).value).toBe('About {{jobTitle}}');
    expect(await screen.findByTitle('Preview of the mail', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId('preview-subject').textContent).toContain('Welcome to Northwind Careers, Priya');
  });

  it('names the field the server refused', async () => {
    server.use(
      http.put('*/client/api/v1/admin/mail-templates/:kind', () =>
        HttpResponse.json(
          {
            code: 'ERROR',
            message: 'Unknown variable',
            data: { fields: [{ field: 'body.body', message: '{{age}} is not a variable of this mail' }] },
          },
          { status: 400 },
        ),
      ),
    );
    await renderWithRouter(<MailTemplatesPage />, { path: '/admin/mail-templates' });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('{{age}} is not a variable of this mail')).toBeTruthy());
  });

  it('explains and offers nothing without the plan’s flag', async () => {
    server.use(settings([]));
    await renderWithRouter(<MailTemplatesPage />, { path: '/admin/mail-templates' });
    expect(await screen.findByText(/Your plan does not include custom e-mail templates/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
  });

  it('says whose mail a rewritten text is on a board of several languages', async () => {
    await renderWithRouter(<MailTemplatesPage />, { path: '/admin/mail-templates' });
    await screen.findByRole('button', { name: /Job not approved/ });
    expect(screen.queryByText(/default language/)).toBeNull();
    cleanup();

    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = BOOT_ELEMENT_ID;
    const colors = {
      primary: '#0b5fff',
      secondary: '#14213d',
      accent: '#fca311',
      background: '#ffffff',
      text: '#1f2933',
    };
    el.textContent = JSON.stringify({
      name: 'Acme',
      logoUri: null,
      colors,
      jobHeading: { singular: 'Job', plural: 'Jobs' },
      locale: 'en',
      locales: ['es', 'en'],
    });
    document.head.append(el);
    forgetBoardBoot();
    try {
      await renderWithRouter(<MailTemplatesPage />, { path: '/admin/mail-templates' });
      expect(await screen.findByText(/the board’s default language, Español/)).toBeTruthy();
    } finally {
      el.remove();
      forgetBoardBoot();
    }
  });
});
