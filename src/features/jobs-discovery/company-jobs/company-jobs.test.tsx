import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getListJobsMockHandler } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import type { JobSearchQuery } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { aJobSummary, jobList } from '../test/fixtures';
import { setupDiscoveryTest } from '../test/setup-api';
import { CompanyJobs } from './company-jobs';

const { server } = setupDiscoveryTest();
const COMPANY = '4c5d6e7f-8a9b-4c0d-9e1f-2a3b4c5d6e7f';

describe("a company's open jobs", () => {
  it("lists the company's newest jobs in pages", async () => {
    const bodies: JobSearchQuery[] = [];
    server.use(
      getListJobsMockHandler(async ({ request }) => {
        const body = (await request.json()) as JobSearchQuery;
        bodies.push(body);
        return jobList([aJobSummary({ title: `Role on page ${body.page ?? 1}` })], { page: body.page ?? 1, total: 12 });
      }),
    );
    await renderWithRouter(<CompanyJobs companyId={COMPANY} companyName="Northwind Logistics" />);
    expect(await screen.findByText('Role on page 1')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Open jobs (12)' })).toBeTruthy();
    expect(bodies[0]).toEqual({ page: 1, limit: 10, sort: 'newest', companyId: COMPANY });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Role on page 2')).toBeTruthy();
    await waitFor(() => expect(bodies[1]).toMatchObject({ page: 2, companyId: COMPANY }));
  });

  it('says when the company is not hiring', async () => {
    server.use(getListJobsMockHandler(jobList([])));
    await renderWithRouter(<CompanyJobs companyId={COMPANY} companyName="Northwind Logistics" />);
    expect(await screen.findByText('No open jobs right now')).toBeTruthy();
    expect(screen.getByText('Northwind Logistics is not hiring at the moment. Check back soon.')).toBeTruthy();
  });
});
