// The domains screen's own logic: reading a typed domain, and the moment the board moves (the list
// updated in place from the check's answer, the admin sent on to the new address), since the old
// host can no longer fetch it.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  getCheckAdminDomainMockHandler,
  getCheckAdminDomainResponseMock,
  getListAdminDomainsMockHandler,
  getListAdminDomainsResponseMock,
} from '@generated/api/admin/admin.msw';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { configureHttp } from '@/lib/api/http';
import { clearStoredSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { readDomain } from '@/lib/domains/read-domain';
import { afterMove, consoleUrlOn } from './domain-rules';
import { DomainsPage } from './domains-page';

const server = setupServer();
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
  const settings = getGetTenantSettingsResponseMock();
  server.use(
    getGetTenantSettingsMockHandler({ ...settings, data: { ...settings.data, features: ['custom_domain_branding'] } }),
    getListAdminDomainsMockHandler(),
  );
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  clearStoredSession();
});
afterAll(() => server.close());

describe('readDomain', () => {
  it('forgives a pasted URL and refuses what is no host name', () => {
    expect(readDomain(' https://Careers.Example.com/jobs?x=1 ')).toEqual({ domain: 'careers.example.com' });
    expect(readDomain('careers.example.com.:8443')).toEqual({ domain: 'careers.example.com' });
    for (const bad of ['', 'localhost', 'careers..example.com', '-careers.example.com', 'careers.example.c0m'])
      expect(readDomain(bad), bad).toHaveProperty('error');
  });
});

describe('afterMove', () => {
  it('makes the moved host primary and the old primary redirect to it', () => {
    const { data } = getListAdminDomainsResponseMock();
    const pending = data.domains[1];
    if (!pending) throw new Error('the example lists a pending domain');
    const moved = { ...pending, state: 'primary' as const, record: null, lastCheck: null };
    const next = afterMove(data, moved, new Date('2026-05-01T10:00:00Z'));
    expect(next.primaryHost).toBe(pending.host);
    expect(next.domains.map((d) => [d.host, d.state, d.redirectsTo])).toEqual([
      [pending.host, 'primary', null],
      ['careers.northwind-logistics.com', 'retired', pending.host],
      ['northwind.localhost', 'retired', pending.host],
    ]);
    expect(next.domains[1]?.retiredAt).toBe('2026-05-01T10:00:00.000Z');
    expect(consoleUrlOn(pending.host, { protocol: 'http:', port: '4373' })).toBe(
      `http://${pending.host}:4373/admin/domains`,
    );
  });
});

describe('DomainsPage', () => {
  it('checks a pending domain: the reason while it is missing, then the move', async () => {
    await renderWithRouter(<DomainsPage />, { path: '/admin/domains' });
    const pending = await screen.findByRole('listitem', { name: 'jobs.northwind.example' });
    expect(within(pending).getByText('_jobboard-verify.jobs.northwind.example')).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'Copy the record value' })).toBeTruthy();

    const missing = getCheckAdminDomainResponseMock();
    const reason = 'The TXT record at _jobboard-verify.jobs.northwind.example holds another value';
    server.use(
      getCheckAdminDomainMockHandler({
        ...missing,
        data: { ...missing.data, reason, domain: { ...missing.data.domain, lastCheck: reason } },
      }),
    );
    fireEvent.click(within(pending).getByRole('button', { name: 'Check now' }));
    expect(await within(pending).findByText(reason)).toBeTruthy();

    const primary = { ...missing.data.domain, state: 'primary' as const, record: null, lastCheck: null };
    server.use(getCheckAdminDomainMockHandler({ ...missing, data: { found: true, reason: null, domain: primary } }));
    fireEvent.click(within(pending).getByRole('button', { name: 'Check now' }));
    expect(await screen.findByText('The board now lives at jobs.northwind.example')).toBeTruthy();
    const link = screen.getByRole('link', { name: /Open the console at jobs\.northwind\.example/ });
    expect(link.getAttribute('href')).toMatch(/\/\/jobs\.northwind\.example(:\d+)?\/admin\/domains$/);
    const old = screen.getByRole('listitem', { name: 'careers.northwind-logistics.com' });
    expect(within(old).getByText('Redirects (301) to jobs.northwind.example')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Make .* primary/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Domain' })).toBeNull();
  });

  it('says what is wrong with a typed domain before sending it', async () => {
    await renderWithRouter(<DomainsPage />, { path: '/admin/domains' });
    const field = await screen.findByRole('textbox', { name: 'Domain' });
    fireEvent.change(field, { target: { value: 'careers' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    expect(await screen.findByText(/Enter a domain like careers\.yourcompany\.com/)).toBeTruthy();
  });
});
