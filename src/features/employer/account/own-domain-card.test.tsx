import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { getVerifyClientDomainUrl } from '@generated/api/onboarding/onboarding';
import type { DomainVerification, DomainVerifyInput } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { setupEmployerTest } from '../shared/test-setup';
import { OwnDomainCard } from './own-domain-card';

const { server } = setupEmployerTest();

function boardFeatures(features: string[]) {
  const answer = getGetTenantSettingsResponseMock();
  server.use(getGetTenantSettingsMockHandler({ ...answer, data: { ...answer.data, features } }));
}

const pending: DomainVerification = {
  domain: 'careers.northwind.com',
  record: { type: 'TXT', name: '_jobboard-verify.careers.northwind.com', value: 'jobboard-verify=abc123' },
  cname: 'northwind.jobboard.example',
  verified: false,
  checkedAt: '2026-04-02T12:00:00.000Z',
};

function verifications(answers: (DomainVerification | Response)[]) {
  const sent: DomainVerifyInput[] = [];
  server.use(
    http.post(`*${getVerifyClientDomainUrl()}`, async ({ request }) => {
      sent.push((await request.json()) as DomainVerifyInput);
      const next = answers.shift();
      return next instanceof Response ? next : HttpResponse.json({ code: 'SUCCESS', message: 'Success', data: next });
    }),
  );
  return sent;
}

describe('the site owner’s own domain', () => {
  it('names the DNS records for a typed domain, checks again on request and says when the board moved', async () => {
    boardFeatures(['custom_domain_branding']);
    const sent = verifications([pending, pending, { ...pending, verified: true }]);
    await renderWithRouter(<OwnDomainCard />, { path: '/employer/profile' });
    const domain = await screen.findByRole('textbox', { name: 'Domain' });
    fireEvent.change(domain, { target: { value: 'https://Careers.Northwind.com/jobs' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get the DNS record' }));
    expect(await screen.findByText('_jobboard-verify.careers.northwind.com')).toBeTruthy();
    expect(screen.getByText('jobboard-verify=abc123')).toBeTruthy();
    expect(screen.getByText('northwind.jobboard.example')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check DNS now' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(await screen.findByText(/Not found yet, last checked/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check DNS now' }));
    expect(await screen.findByText('Your domain is verified')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'careers.northwind.com' }).getAttribute('href')).toMatch(
      /^http:\/\/careers\.northwind\.com(:\d+)?\/$/,
    );
    expect(sent).toEqual([
      { domain: 'careers.northwind.com' },
      { domain: 'careers.northwind.com' },
      { domain: 'careers.northwind.com' },
    ]);
  });

  it('refuses a malformed domain before sending, and shows the server’s refusal on the field', async () => {
    boardFeatures(['custom_domain_branding']);
    const sent = verifications([
      HttpResponse.json(
        { code: 'ALREADY_EXIST', message: 'This domain is already used by another site', data: null },
        { status: 409 },
      ),
    ]);
    await renderWithRouter(<OwnDomainCard />, { path: '/employer/profile' });
    const domain = await screen.findByRole('textbox', { name: 'Domain' });
    fireEvent.change(domain, { target: { value: 'not a domain' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get the DNS record' }));
    expect(await screen.findByText(/Enter a domain like careers.yourcompany.com/)).toBeTruthy();
    expect(sent).toEqual([]);
    fireEvent.change(domain, { target: { value: 'jobs.taken.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get the DNS record' }));
    expect(await screen.findByText('This domain is already used by another site')).toBeTruthy();
    expect(sent).toEqual([{ domain: 'jobs.taken.com' }]);
  });

  it('explains instead of offering the form when the board’s plan has no custom domains', async () => {
    boardFeatures(['default']);
    await renderWithRouter(<OwnDomainCard />, { path: '/employer/profile' });
    expect(await screen.findByText('Not in your board’s plan')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Domain' })).toBeNull();
  });
});
