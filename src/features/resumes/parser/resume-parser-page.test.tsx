// The parser screen: a file goes up, the result is followed from queued to done, the review shows
// what was found with the unsure values marked, and the chosen sections are applied with
// initCandidateProfile; a plan with no parse left offers the upgrade; a JSON Resume that is not
// valid JSON is refused in the browser.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSearch } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  getImportJsonResumeMockHandler,
  getImportJsonResumeResponseMock,
  getInitCandidateProfileMockHandler,
  getInitCandidateProfileResponseMock,
} from '@generated/api/candidate-profile/candidate-profile.msw';
import type { CandidateProfileInitInput, ParsedResume } from '@generated/api/model';
import { getParseResumeUrl } from '@generated/api/resumes/resumes';
import {
  getGetParsedResumeMockHandler,
  getParseResumeMockHandler,
  getParseResumeResponseMock,
} from '@generated/api/resumes/resumes.msw';
import { idOf, sourceOf } from '../shared/search';
import { envelope, renderScreen, setupResumeTest } from '../test/setup';
import { ResumeParserPage } from './resume-parser-page';
import { PARSE_POLL_MS } from './use-parsed-resume';

const { server } = setupResumeTest();

const done: ParsedResume = {
  ...getParseResumeResponseMock().data,
  confidence: { name: 0.95, email: 0.99, mobNo: 0.9, headline: 0.8, about: 0.4, linkedIn: 0.99, location: 0.6 },
  experiences: getParseResumeResponseMock().data.experiences.map((e, i) => ({ ...e, confidence: i === 1 ? 0.5 : 0.9 })),
};
const queued: ParsedResume = { ...done, status: 'queued', progress: 0, stage: 'Waiting in line' };
const parsing: ParsedResume = { ...done, status: 'parsing', progress: 40, stage: 'Finding jobs' };

const USED_UP = "Your plan's 1 resume parse is used up. Upgrade your plan to read more resumes into your profile.";
const parsesUsedUp = () => HttpResponse.json({ code: 'LIMIT_OVER', message: USED_UP, data: null }, { status: 403 });

/** The page as its route renders it: the search decides the flow and the parsed resume. */
function Harness() {
  const search = useSearch({ strict: false });
  return <ResumeParserPage source={sourceOf(search)} id={idOf(search)} />;
}

/** Lets MSW answer (a few real milliseconds), never the poll's interval. */
async function until(check: () => boolean) {
  for (let i = 0; i < 300 && !check(); i += 1) await act(() => new Promise((r) => setTimeout(r, 5)));
  expect(check()).toBe(true);
}

function chooseFile(file: File) {
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the resume parser screen', () => {
  it('follows a file from queued to done, then applies the chosen sections', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const polls = { count: 0 };
    let applied: CandidateProfileInitInput | undefined;
    server.use(
      getParseResumeMockHandler(envelope(queued, 'Resume parsed')),
      getGetParsedResumeMockHandler(() => {
        polls.count += 1;
        return envelope(polls.count === 1 ? parsing : done);
      }),
      getInitCandidateProfileMockHandler(async ({ request }) => {
        applied = (await request.json()) as CandidateProfileInitInput;
        return getInitCandidateProfileResponseMock();
      }),
    );
    const { router } = await renderScreen(<Harness />, { path: '/jobsseekers/resume-parser' });

    // Too large is refused before anything is sent.
    await screen.findByRole('button', { name: 'Choose a file' });
    const big = new File(['x'], 'cv.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 26_214_401 });
    chooseFile(big);
    expect(screen.getByRole('alert').textContent).toMatch(/larger than 25 MB/);

    chooseFile(new File(['%PDF-1.4 resume'], 'Priya_Sharma_Resume.pdf', { type: 'application/pdf' }));
    await until(() => (router.state.location.search as { id?: string }).id === done._id);
    const bar = await screen.findByRole('progressbar', { name: 'Reading your resume' });
    await until(() => bar.getAttribute('aria-valuenow') === '40');
    expect(screen.getByTestId('parse-stage').textContent).toBe('Finding jobs');

    await act(() => vi.advanceTimersByTimeAsync(PARSE_POLL_MS));
    expect(await screen.findByRole('heading', { name: 'Check what we found' })).toBeTruthy();
    expect(polls.count).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(PARSE_POLL_MS * 3));
    expect(polls.count).toBe(2);

    // The unsure values are marked, the sure ones are not.
    expect(screen.getByTestId('found-About').dataset.check).toBe('true');
    expect(within(screen.getByTestId('found-About')).getByText('Check this')).toBeTruthy();
    expect(screen.getByTestId('found-Full name').dataset.check).toBeUndefined();
    expect(screen.getByTestId('found-Location').dataset.check).toBeUndefined();
    const jobs = within(screen.getByRole('region', { name: 'Experience' })).getAllByRole('listitem');
    expect(jobs.map((j) => j.dataset.check)).toEqual([undefined, 'true']);

    // Projects are left out; the certificates were empty, so they were never chosen.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Projects' }));
    expect(within(screen.getByRole('region', { name: 'Projects' })).queryByRole('listitem')).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Certificates' }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /Replace what my profile has/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy to my profile' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/jobsseekers/profile'));
    expect(applied).toEqual({
      parsedResumeId: done._id,
      sections: ['basicDetails', 'skills', 'experience', 'education'],
      overwrite: true,
    });
  });

  it('says so when reading failed, and offers to try the same file again', async () => {
    let uploads = 0;
    server.use(
      getParseResumeMockHandler(() => {
        uploads += 1;
        return envelope(queued);
      }),
      getGetParsedResumeMockHandler(
        envelope({ ...done, status: 'failed', progress: 100, error: 'This PDF has no text: it looks like a scan.' }),
      ),
    );
    await renderScreen(<Harness />, { path: '/jobsseekers/resume-parser' });
    await screen.findByRole('button', { name: 'Choose a file' });
    chooseFile(new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('This PDF has no text: it looks like a scan.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(uploads).toBe(2));
  });

  it('offers the upgrade when the plan has no parse left', async () => {
    server.use(http.post(`*${getParseResumeUrl()}`, parsesUsedUp));
    await renderScreen(<Harness />, { path: '/jobsseekers/resume-parser' });
    await screen.findByRole('button', { name: 'Choose a file' });
    chooseFile(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    const prompt = await screen.findByTestId('upgrade-prompt');
    expect(within(prompt).getByText("Your plan's resume parses are used up")).toBeTruthy();
    expect(within(prompt).getByText(USED_UP)).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe(
      '/jobsseekers/pricing-and-plans',
    );
    // The prompt says it; the drop zone shows no error of its own.
    expect(screen.getAllByRole('alert')).toEqual([prompt]);
  });

  it('offers the upgrade when a retry finds no parse left', async () => {
    let uploads = 0;
    server.use(
      http.post(`*${getParseResumeUrl()}`, () => {
        uploads += 1;
        return uploads === 1 ? HttpResponse.json(envelope(queued)) : parsesUsedUp();
      }),
      getGetParsedResumeMockHandler(envelope({ ...done, status: 'failed', progress: 100, error: 'No text found.' })),
    );
    await renderScreen(<Harness />, { path: '/jobsseekers/resume-parser' });
    await screen.findByRole('button', { name: 'Choose a file' });
    chooseFile(new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('No text found.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(await screen.findByTestId('upgrade-prompt')).getByText(USED_UP)).toBeTruthy();
  });

  it('refuses a JSON Resume that is not valid JSON, and reviews one that is', async () => {
    let imported: unknown;
    server.use(
      getImportJsonResumeMockHandler(async ({ request }) => {
        imported = await request.json();
        return getImportJsonResumeResponseMock();
      }),
    );
    await renderScreen(<Harness />, { path: '/jobsseekers/resume-parser?source=json-resume' });
    expect(await screen.findByRole('heading', { name: 'Import a JSON Resume' })).toBeTruthy();

    chooseFile(new File(['{ "basics": { "name": "Priya" '], 'resume.json', { type: 'application/json' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/This file is not valid JSON/);
    expect(imported).toBeUndefined();

    chooseFile(new File(['{ "basics": { "name": "Priya Sharma" } }'], 'resume.json', { type: 'application/json' }));
    expect(await screen.findByRole('heading', { name: 'Check what we found' })).toBeTruthy();
    expect(imported).toEqual({ document: { basics: { name: 'Priya Sharma' } } });
  });
});
