// The resume options: building starts a resume from the profile and opens the builder, the ways
// the plan does not include offer the upgrade instead, as does a build the plan has none left of,
// a built resume downloads as a JSON Resume document, and is deleted only after a confirmation.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  getGetCandidateProfileMockHandler,
  getGetCandidateProfileResponseMock,
} from '@generated/api/candidate-profile/candidate-profile.msw';
import type { ResumeCreateInput } from '@generated/api/model';
import { getCreateResumeUrl } from '@generated/api/resumes/resumes';
import {
  getCreateResumeMockHandler,
  getCreateResumeResponseMock,
  getDeleteResumeMockHandler,
  getExportResumeAsJsonResumeMockHandler,
  getExportResumeAsJsonResumeResponseMock,
  getListResumesMockHandler,
  getListResumesResponseMock,
} from '@generated/api/resumes/resumes.msw';
import { licenceMap, renderScreen, setupResumeTest } from '../test/setup';
import { ResumeOptionPage } from './resume-option-page';

const { server } = setupResumeTest();

describe('the resume options', () => {
  it('builds a resume from the profile and opens it in the builder', async () => {
    let created: ResumeCreateInput | undefined;
    const profile = getGetCandidateProfileResponseMock();
    server.use(
      getListResumesMockHandler(),
      getGetCandidateProfileMockHandler({ ...profile, data: { ...profile.data, name: "Priya D'Souza" } }),
      getCreateResumeMockHandler(async ({ request }) => {
        created = (await request.json()) as ResumeCreateInput;
        return getCreateResumeResponseMock();
      }),
    );
    const { router } = await renderScreen(<ResumeOptionPage />);
    const list = await screen.findByRole('list', { name: 'My resumes' });
    expect(within(list).getByText('Priya Sharma')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Upload in my profile' }).getAttribute('href')).toBe(
      '/jobsseekers/profile?tab=3',
    );
    expect(screen.getByRole('link', { name: 'Import a JSON file' }).getAttribute('href')).toBe(
      '/jobsseekers/resume-parser?source=json-resume',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Build my resume' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobsseekers/create-resume'));
    expect(router.state.location.search).toEqual({ id: getCreateResumeResponseMock().data._id });
    // The contract takes letters and single spaces: the apostrophe is left out.
    expect(created).toEqual({ name: 'Priya D Souza', prefillFromProfile: true });
  });

  it('offers the upgrade where the plan stops, and no resume list without the builder', async () => {
    server.use(licenceMap({ resume_builder: false, resume_parser: false }));
    await renderScreen(<ResumeOptionPage />);
    await waitFor(() => expect(screen.getAllByText('Not in your plan')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Build my resume' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Read my resume' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Import a JSON file' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'My resumes' })).toBeNull();
  });

  it('offers the upgrade when the plan has no resume build left (403 LIMIT_OVER)', async () => {
    const message = "Your plan's 5 resume builds are used up. Upgrade your plan to build more resumes.";
    server.use(
      getListResumesMockHandler(),
      getGetCandidateProfileMockHandler(),
      http.post(`*${getCreateResumeUrl()}`, () =>
        HttpResponse.json({ code: 'LIMIT_OVER', message, data: null }, { status: 403 }),
      ),
    );
    const { router } = await renderScreen(<ResumeOptionPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Build my resume' }));
    const prompt = await screen.findByRole('alert');
    expect(within(prompt).getByText("Your plan's resume builds are used up")).toBeTruthy();
    expect(within(prompt).getByText(message)).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe(
      '/jobsseekers/pricing-and-plans',
    );
    expect(router.state.location.pathname).not.toBe('/jobsseekers/create-resume');
  });

  it("downloads a built resume as a JSON Resume document under the server's name", async () => {
    const resume = getListResumesResponseMock().data[0];
    const asked: string[] = [];
    server.use(
      getListResumesMockHandler(),
      getExportResumeAsJsonResumeMockHandler(({ request }) => {
        asked.push(new URL(request.url).pathname);
        return getExportResumeAsJsonResumeResponseMock();
      }),
    );
    const blobs: Blob[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        blobs.push(blob);
        return 'blob:json-resume';
      },
      revokeObjectURL: () => undefined,
    });
    try {
      await renderScreen(<ResumeOptionPage />);
      fireEvent.click(await screen.findByRole('button', { name: 'Download Priya Sharma as JSON Resume' }));
      await waitFor(() => expect(click).toHaveBeenCalledOnce());
      expect(asked).toEqual([`/client/api/v1/resumes/json-resume/${resume?._id}`]);
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.download).toBe('Priya_Sharma_resume.json');
      const document = JSON.parse(await (blobs[0] ?? new Blob()).text()) as { basics?: { name?: string } };
      expect(document.basics?.name).toBe('Priya Sharma');
    } finally {
      click.mockRestore();
      Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
    }
  });

  it('deletes a resume after a confirmation', async () => {
    let deleted = 0;
    let listed = 0;
    const resumes = getListResumesResponseMock();
    server.use(
      getListResumesMockHandler(() => {
        listed += 1;
        return listed === 1 ? resumes : { ...resumes, data: [] };
      }),
      getDeleteResumeMockHandler(() => {
        deleted += 1;
        return { code: 'SUCCESS', message: 'Resume deleted', data: { affected: 1 } };
      }),
    );
    await renderScreen(<ResumeOptionPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Priya Sharma' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this resume?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(deleted).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Priya Sharma' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No resumes built yet')).toBeTruthy();
    expect(deleted).toBe(1);
  });
});
