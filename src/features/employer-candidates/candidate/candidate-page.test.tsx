import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  getCreateCandidateNoteMockHandler,
  getGetSearchedCandidateDetailsMockHandler,
  getGetSearchedCandidateDetailsResponseMock,
  getGetViewedCandidateCountMockHandler,
  getInviteCandidatesMockHandler,
  getListCandidateNotesMockHandler,
  getListCandidateNotesResponseMock,
  getListSimilarCandidatesMockHandler,
  getTrackCandidateProfileViewMockHandler,
  getViewCandidateContactResponseMock,
  getGetMatchedCandidateDetailsMockHandler,
  getAnalyseCandidateMatchMockHandler,
} from '@generated/api/employer-candidates/employer-candidates.msw';
import type { CandidateInvite, CandidateListAddInput, CandidateNoteInput, TrackUserInput } from '@generated/api/model';
import {
  getAddCandidatesToListsMockHandler,
  getListCandidateListsMockHandler,
  getListCandidateListsResponseMock,
} from '@generated/api/search/search.msw';
import { toast } from '@/lib/toast/toast';
import { renderWithRouter } from '@/test/render';
import { JOBS, jobsHandler } from '../test/jobs';
import {
  accountHandlers,
  ALL_FLAGS,
  failure,
  http,
  limitOver,
  ME,
  notFound,
  setupCandidatesTest,
} from '../test/setup-api';
import { CandidatePage, type CandidateOrigin } from './candidate-page';

const { server } = setupCandidatesTest();

const details = getGetSearchedCandidateDetailsResponseMock();
const ID = details.data.candidate._id;
const REVEAL_URL = '*/client/api/v1/employer/view-candidate/:id';

function serve(flags?: readonly string[], answer: typeof details = details) {
  const tracked: TrackUserInput[] = [];
  let detailCalls = 0;
  server.use(
    ...accountHandlers(flags),
    getGetSearchedCandidateDetailsMockHandler(() => {
      detailCalls += 1;
      return answer;
    }),
    getGetViewedCandidateCountMockHandler(),
    getTrackCandidateProfileViewMockHandler(async ({ request }) => {
      tracked.push((await request.json()) as TrackUserInput);
      return {
        code: 'SUCCESS',
        message: 'Profile view recorded',
        data: {
          userId: ID,
          type: 1,
          viewCount: 1,
          firstViewedAt: '2026-03-15T08:58:00.000Z',
          lastViewedAt: '2026-03-15T08:58:00.000Z',
        },
      };
    }),
    getListCandidateNotesMockHandler(),
    getListSimilarCandidatesMockHandler(),
  );
  return { tracked, detailCalls: () => detailCalls };
}

async function open(origin: CandidateOrigin = 'search', jobId?: string) {
  return renderWithRouter(<CandidatePage candidateId={ID} jobId={jobId} origin={origin} />, {
    path: `/employer/searched-candidate-detail?candidateId=${ID}`,
  });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('candidate page', () => {
  it('shows the candidate’s additional details, and none when there are none', async () => {
    serve(undefined, {
      ...details,
      data: {
        ...details.data,
        additionalDetails: {
          fields: [
            {
              _id: 'f1',
              keyNm: 'willingToRelocate',
              label: { en: 'Willing to relocate' },
              fieldType: 'toggle',
              required: false,
              isDefault: false,
              sortOrder: 0,
            },
          ],
          values: { willingToRelocate: false },
          formerAnswers: [],
        },
      },
    });
    await open();
    const region = await screen.findByRole('region', { name: 'Additional details' });
    expect(within(region).getByText('Willing to relocate').nextElementSibling?.textContent).toBe('No');
  });

  it('shows the profile, what the company has on the candidate, and masks the contact', async () => {
    serve();
    await open();
    expect(await screen.findByRole('heading', { name: 'Arjun Mehta', level: 1 })).toBeTruthy();
    const contact = section('Contact details');
    expect(within(contact).getByText('a***@gmail.com')).toBeTruthy();
    expect(within(contact).getByText('+91 98******45')).toBeTruthy();
    expect(within(contact).queryByRole('link')).toBeNull();
    expect(await within(contact).findByText('4,871 contact views left on your plan')).toBeTruthy();
    expect(within(section('Resume')).getByText(/Reveal the contact details to preview and download it/)).toBeTruthy();
    expect(within(section('Profile')).getByText('Node.js')).toBeTruthy();
    const application = within(section('Applications to your jobs')).getByRole('link', {
      name: 'Senior Backend Engineer',
    });
    expect(application.getAttribute('href')).toBe(
      '/employer/response-detail?userJobId=95ede93a-f3fa-403a-9dfc-110ffdb72aa5',
    );
    expect(within(section('In your lists')).getByText('Backend shortlist Q2')).toBeTruthy();
    expect(within(section('Invitations')).getByText(/not opened yet/)).toBeTruthy();
    expect(await within(section('Notes')).findByText(/ask about AWS depth/)).toBeTruthy();
    expect(await within(section('Similar candidates')).findByRole('link', { name: 'Daniel Okafor' })).toBeTruthy();
  });

  it('records the view once, by the signed-in user, and shows the message', async () => {
    const { tracked, detailCalls } = serve();
    await open();
    await waitFor(() => expect(tracked).toEqual([{ userId: ID, viewedByUserId: ME._id, type: 1 }]));
    await waitFor(() => expect(vi.mocked(toast)).toHaveBeenCalledWith('Profile view recorded'));
    // The view refreshes the page's data, which does not record a second view.
    await waitFor(() => expect(detailCalls()).toBeGreaterThan(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(tracked).toHaveLength(1);
  });

  it('reveals the contact details, refreshes and says a view was used', async () => {
    const { detailCalls } = serve();
    const revealed: string[] = [];
    server.use(
      http.post(REVEAL_URL, ({ params }) => {
        revealed.push(String(params.id));
        return HttpResponse.json(getViewCandidateContactResponseMock());
      }),
    );
    await open();
    const contact = await screen.findByRole('region', { name: 'Contact details' });
    await waitFor(() => expect(detailCalls()).toBe(2));
    fireEvent.click(within(contact).getByRole('button', { name: 'Reveal contact details' }));
    const email = await within(contact).findByRole('link', { name: 'arjun.mehta@gmail.com' });
    expect(email.getAttribute('href')).toBe('mailto:arjun.mehta@gmail.com');
    expect(within(contact).getByRole('link', { name: '+91 9845012345' })).toBeTruthy();
    expect(within(contact).getByText(/one contact view was used/)).toBeTruthy();
    expect(within(contact).getByText('4,871 contact views left on your plan')).toBeTruthy();
    expect(within(section('Resume')).getByRole('button', { name: 'Preview resume' })).toBeTruthy();
    expect(revealed).toEqual([ID]);
    expect(vi.mocked(toast)).toHaveBeenCalledWith('Contact details unlocked');
    await waitFor(() => expect(detailCalls()).toBe(3));
  });

  it('says the plan leaves out candidates’ resumes (resume_download), and offers the upgrade', async () => {
    serve(
      ALL_FLAGS.filter((f) => f !== 'resume_download'),
      {
        ...details,
        data: {
          ...details.data,
          candidate: { ...details.data.candidate, contactVisible: true, hasResume: true },
          profile: { ...details.data.profile, resume: null },
        },
      },
    );
    await open();
    const resume = await screen.findByRole('region', { name: 'Resume' });
    expect(await within(resume).findByText('Resume download is not in your plan')).toBeTruthy();
    expect(within(resume).getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe(
      '/employer/pricing-and-plans',
    );
    expect(within(resume).queryByRole('button', { name: 'Preview resume' })).toBeNull();
  });

  it('says a second reveal was free', async () => {
    serve();
    const again = getViewCandidateContactResponseMock();
    server.use(http.post(REVEAL_URL, () => HttpResponse.json({ ...again, data: { ...again.data, charged: false } })));
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Reveal contact details' }));
    expect(await screen.findByText('Already unlocked for your company, so no contact view was used.')).toBeTruthy();
  });

  it('offers the upgrade when the plan has no contact views left', async () => {
    serve();
    server.use(http.post(REVEAL_URL, () => limitOver('Your plan allows 5 contact views and all are used.')));
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Reveal contact details' }));
    const prompt = await screen.findByRole('alert');
    expect(within(prompt).getByText('You have used all the contact views of your plan')).toBeTruthy();
    expect(within(prompt).getByText('Your plan allows 5 contact views and all are used.')).toBeTruthy();
    expect(within(prompt).getByRole('link', { name: 'Upgrade plan' }).getAttribute('href')).toBe(
      '/employer/pricing-and-plans',
    );
    expect(screen.getByText('a***@gmail.com')).toBeTruthy();
  });

  it('shows the upgrade prompt instead of the reveal when the plan lacks contact views', async () => {
    serve(['candidate_lists', 'candidate_invitation', 'similar_candidates']);
    await open();
    const contact = await screen.findByRole('region', { name: 'Contact details' });
    expect(await within(contact).findByText('Candidate contact details is not in your plan')).toBeTruthy();
    expect(within(contact).queryByRole('button', { name: 'Reveal contact details' })).toBeNull();
  });

  it('invites the candidate to a chosen job and reports who was skipped and why', async () => {
    serve();
    const sent: CandidateInvite[] = [];
    server.use(
      jobsHandler(),
      getInviteCandidatesMockHandler(async ({ request }) => {
        sent.push((await request.json()) as CandidateInvite);
        return {
          code: 'SUCCESS',
          message: 'Invitations sent',
          data: { invited: 0, skipped: [{ candidateId: ID, reason: 'already_applied' }] },
        };
      }),
    );
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite to apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to apply' });
    const message = (await within(dialog).findByLabelText(/Message/)) as HTMLTextAreaElement;
    expect(message.value).toMatch(/^Hi Arjun, .*our Senior Backend Engineer role at Northwind Logistics\./);
    fireEvent.change(message, { target: { value: 'Please apply, Arjun.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(sent).toEqual([{ jobId: JOBS[0]?._id, candidateIds: [ID], message: 'Please apply, Arjun.' }]),
    );
    expect(await within(dialog).findByText('0 invitations sent')).toBeTruthy();
    expect(within(dialog).getByText('Arjun Mehta has already applied to this job.')).toBeTruthy();
  });

  it('adds the candidate to a chosen list and a new one', async () => {
    serve();
    const added: CandidateListAddInput[] = [];
    const lists = getListCandidateListsResponseMock().data.items;
    server.use(
      getListCandidateListsMockHandler(),
      getAddCandidatesToListsMockHandler(async ({ request }) => {
        added.push((await request.json()) as CandidateListAddInput);
        return { code: 'SUCCESS', message: 'Added to list', data: lists };
      }),
    );
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Arjun Mehta to a list' });
    const already = (await within(dialog).findByRole('checkbox', { name: /Backend shortlist Q2/ })) as HTMLInputElement;
    expect(already.checked).toBe(true);
    expect(already.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Design talent pool (1)' }));
    fireEvent.change(within(dialog).getByLabelText('New list'), { target: { value: ' Q3 backend ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to list' }));
    await waitFor(() =>
      expect(added).toEqual([{ candidateIds: [ID], listIds: [lists[1]?._id], newListName: 'Q3 backend' }]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(vi.mocked(toast)).toHaveBeenCalledWith('Added to list');
  });

  it('adds a note and lists the notes newest first', async () => {
    serve();
    const written: CandidateNoteInput[] = [];
    const older = getListCandidateNotesResponseMock().data.items[0];
    if (!older) throw new Error('no example note');
    const newer = {
      ...older,
      _id: 'n2',
      body: 'Called him, keen to talk.',
      authorId: ME._id,
      createdAt: '2026-03-16T10:00:00.000Z',
    };
    let notes = [older];
    server.use(
      getListCandidateNotesMockHandler(() => ({
        code: 'SUCCESS',
        message: 'Success',
        data: { items: notes, pagination: { page: 1, limit: 50, total: notes.length, totalPages: 1 } },
      })),
      getCreateCandidateNoteMockHandler(async ({ request }) => {
        written.push((await request.json()) as CandidateNoteInput);
        notes = [older, newer];
        return { code: 'SUCCESS', message: 'Note saved', data: newer };
      }),
    );
    await open();
    const box = await screen.findByRole('region', { name: 'Notes' });
    fireEvent.change(within(box).getByLabelText(/Add a note/), { target: { value: '  Called him, keen to talk. ' } });
    fireEvent.click(within(box).getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(written).toEqual([{ candidateId: ID, body: 'Called him, keen to talk.' }]));
    const list = await within(box).findByRole('list', { name: 'Notes' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    expect(within(list).getAllByRole('listitem')[0]?.textContent).toMatch(/^Called him/);
  });

  it('shows the match for the job on a matched-candidate page', async () => {
    serve();
    server.use(getGetMatchedCandidateDetailsMockHandler(), getAnalyseCandidateMatchMockHandler());
    await open('matched', JOBS[0]?._id);
    const match = await screen.findByRole('region', { name: 'Match for this job' });
    expect(await within(match).findByText(/A strong backend fit/)).toBeTruthy();
    expect(within(match).getByRole('progressbar', { name: 'Skills: 90 of 100' })).toBeTruthy();
    expect(within(match).getByText('Node.js, PostgreSQL and Kafka match; AWS is missing.')).toBeTruthy();
    expect(within(within(match).getByRole('list', { name: 'Missing skills' })).getByText('AWS')).toBeTruthy();
    expect(within(match).getByText('No cloud certification')).toBeTruthy();
  });

  it('says when the candidate cannot be found', async () => {
    serve();
    server.use(http.post('*/client/api/v1/candidate/searched-candidate/details', () => notFound()));
    await open();
    expect(await screen.findByText('Candidate not found')).toBeTruthy();
  });

  it('offers a retry when the candidate cannot be loaded', async () => {
    serve();
    server.use(http.post('*/client/api/v1/candidate/searched-candidate/details', () => failure()));
    await open();
    expect(await screen.findByText('We could not load this candidate')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks to pick a candidate when the link names none', async () => {
    await renderWithRouter(<CandidatePage candidateId={undefined} origin="viewed" />);
    expect(await screen.findByText('No candidate chosen')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Back to viewed candidates' })).toBeTruthy();
  });
});
