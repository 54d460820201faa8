import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetJobsWidgetSettingsMockHandler,
  getGetJobsWidgetSettingsResponseMock,
  getUpdateJobsWidgetSettingsMockHandler,
  getUpdateJobsWidgetSettingsResponseMock,
} from '@generated/api/jobs-widget/jobs-widget.msw';
import type { JobsWidgetSettingsInput } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, getSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { JobsWidgetSection } from './jobs-widget-section';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureHttp({
    origin: 'http://jobs.test',
    getToken: () => getSession()?.token,
    getAdminId: () => null,
    onFailure: vi.fn(),
  });
  setSession('token', {
    firstName: 'Ananya',
    lastName: 'Iyer',
    email: 'ananya.iyer@example.in',
    role: 'employer',
    companyName: 'Acme Robotics',
  });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearStoredSession();
});
afterAll(() => server.close());

const settings = getGetJobsWidgetSettingsResponseMock().data;

describe('the jobs widget section', () => {
  it('shows the allowed sites, both snippets with the filters, and a live preview', async () => {
    server.use(getGetJobsWidgetSettingsMockHandler());
    await renderWithRouter(<JobsWidgetSection />);
    const sites = await screen.findByRole('textbox', { name: 'Allowed sites' });
    expect((sites as HTMLTextAreaElement).value).toBe('https://acme.example\nhttps://careers.acme.example');

    const script = screen.getByLabelText('Script snippet');
    expect(script.textContent).toBe(
      `<script src="${settings.scriptUrl}" data-company="${settings.companyId}" async></script>`,
    );
    const place = screen.getByRole('textbox', { name: /Place/ });
    fireEvent.change(place, { target: { value: "Côte d'Ivoire" } });
    fireEvent.blur(place);
    expect(screen.getByLabelText('Script snippet').textContent).toContain(`data-place="Côte d'Ivoire"`);

    fireEvent.click(screen.getByRole('tab', { name: 'Iframe' }));
    const frame = await screen.findByLabelText('Iframe snippet');
    expect(frame.textContent).toContain(`src="${settings.frameUrl}?place=C%C3%B4te+d%27Ivoire"`);
    expect(frame.textContent).toContain('title="Open jobs at Acme Robotics"');

    const preview = screen.getByTitle('Preview of your jobs widget');
    expect(preview.getAttribute('src')).toBe(`${settings.frameUrl}?place=C%C3%B4te+d%27Ivoire`);
    expect(screen.getByRole('heading', { level: 2, name: 'Jobs widget' })).toBeTruthy();
  });

  it('saves the sites one per line, blank lines dropped', async () => {
    const sent: JobsWidgetSettingsInput[] = [];
    server.use(
      getGetJobsWidgetSettingsMockHandler({
        ...getGetJobsWidgetSettingsResponseMock(),
        data: { ...settings, allowedOrigins: [] },
      }),
      getUpdateJobsWidgetSettingsMockHandler(async ({ request }) => {
        sent.push((await request.json()) as JobsWidgetSettingsInput);
        return getUpdateJobsWidgetSettingsResponseMock();
      }),
    );
    await renderWithRouter(<JobsWidgetSection />);
    const sites = await screen.findByRole('textbox', { name: 'Allowed sites' });
    fireEvent.change(sites, { target: { value: ' https://acme.example \n\n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save sites' }));
    await waitFor(() => expect((sites as HTMLTextAreaElement).value).toBe('https://acme.example'));
    expect(sent).toEqual([{ allowedOrigins: ['https://acme.example'] }]);
  });

  it('shows the server’s refusal of a site under the field', async () => {
    server.use(
      getGetJobsWidgetSettingsMockHandler(),
      http.put('*/client/api/v1/jobs-widget/settings', () =>
        HttpResponse.json(
          {
            code: 'BAD_REQUEST',
            message: 'https://acme.example/jobs is not a site’s origin',
            data: { fields: [{ field: 'body.allowedOrigins.0', message: 'Must be a full origin' }] },
          },
          { status: 400 },
        ),
      ),
    );
    await renderWithRouter(<JobsWidgetSection />);
    const sites = await screen.findByRole('textbox', { name: 'Allowed sites' });
    fireEvent.change(sites, { target: { value: 'https://acme.example/jobs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save sites' }));
    const field = sites.closest('.mantine-Textarea-root') as HTMLElement;
    expect(await within(field).findByText('https://acme.example/jobs is not a site’s origin')).toBeTruthy();
  });

  it('says when the settings cannot be loaded', async () => {
    server.use(
      http.get('*/client/api/v1/jobs-widget/settings', () =>
        HttpResponse.json({ code: 'ERROR', message: 'Your account has no company', data: null }, { status: 403 }),
      ),
    );
    await renderWithRouter(<JobsWidgetSection />);
    expect(await screen.findByText('Your account has no company')).toBeTruthy();
  });
});
