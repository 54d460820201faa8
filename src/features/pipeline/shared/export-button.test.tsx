import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getExportApplicationsUrl } from '@generated/api/pipeline/pipeline';
import { getGetLicenceMapMockHandler, getGetLicenceMapResponseMock } from '@generated/api/payments/payments.msw';
import type { ApplicationExportQuery } from '@generated/api/model';
import { toast } from '@/lib/toast/toast';
import { clearStoredSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { setupPipelineTest } from '../test/setup-api';
import { ExportApplicantsButton } from './export-button';

const { server } = setupPipelineTest();

// What the browser is handed: the blob made into an address, and the link clicked to save it.
const saved: { name: string; blob: Blob }[] = [];
const objectUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
beforeEach(() => {
  saved.length = 0;
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs: these stand in for the browser's, and go again after each test.
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) saved.push({ name: this.download, blob });
  });
});
afterEach(() => {
  clearStoredSession();
  vi.mocked(toast).mockClear();
  vi.restoreAllMocks();
  Object.assign(URL, objectUrls);
});

function plan(candidateExport: boolean) {
  const map = getGetLicenceMapResponseMock();
  server.use(getGetLicenceMapMockHandler({ ...map, data: { ...map.data, candidate_export: candidateExport } }));
}

function signedIn() {
  setSession('token', {
    firstName: 'Priya',
    lastName: 'Raman',
    email: 'priya@northwind.in',
    role: 'employer',
    companyName: 'Northwind',
  });
}

describe('downloading the applicants', () => {
  it('sends the screen’s filters and saves the file under the server’s name, saying when it was cut', async () => {
    signedIn();
    plan(true);
    const sent: ApplicationExportQuery[] = [];
    server.use(
      http.post(`*${getExportApplicationsUrl()}`, async ({ request }) => {
        sent.push((await request.json()) as ApplicationExportQuery);
        return new HttpResponse('\uFEFFApplicant\r\nArjun Mehta\r\n', {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="applicants-2026-12-02.csv"',
            'x-export-truncated': 'true',
          },
        });
      }),
    );
    await renderWithRouter(<ExportApplicantsButton filters={{ jobId: 'job-1', status: 'SHORTLIST' }} />, {
      path: '/employer/responses',
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('applicants-2026-12-02.csv');
    expect(await saved[0]?.blob.text()).toContain('Arjun Mehta');
    expect(sent).toEqual([{ jobId: 'job-1', status: 'SHORTLIST' }]);
    expect(toast).toHaveBeenCalledWith(expect.stringMatching(/first 5,000 applicants/), 'warning');
  });

  it('is not offered when the plan has no candidate export', async () => {
    signedIn();
    plan(false);
    await renderWithRouter(<ExportApplicantsButton filters={{}} />, { path: '/employer/responses' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull());
    expect(saved).toEqual([]);
  });
});
