import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getGetInviteAnalyticsMockHandler,
  getInviteCandidatesMockHandler,
  getListCandidateRecommendationsMockHandler,
  getListMatchedCandidatesMockHandler,
  getListMatchedCandidatesResponseMock,
  getListViewedCandidatesMockHandler,
  getMarkCandidateRecommendationsViewedMockHandler,
  getRecordCandidateRecommendationInteractionMockHandler,
} from '@generated/api/employer-candidates/employer-candidates.msw';
import type {
  CandidateInvite,
  CandidateRecommendationInteractionInput,
  CandidateRecommendationViewedInput,
  MatchedCandidateQuery,
} from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { JOBS, jobsHandler } from '../test/jobs';
import { accountHandlers, failure, http, setupCandidatesTest } from '../test/setup-api';
import type { MatchedSearch } from '../shared/search';
import { MatchedPage } from './matched-page';

const { server } = setupCandidatesTest();

const JOB = JOBS[0]?._id ?? '';
const matches = getListMatchedCandidatesResponseMock();

function serve(flags?: readonly string[]) {
  const asked: MatchedCandidateQuery[] = [];
  const interactions: CandidateRecommendationInteractionInput[] = [];
  const seen: CandidateRecommendationViewedInput[] = [];
  server.use(
    ...accountHandlers(flags),
    jobsHandler(),
    getListMatchedCandidatesMockHandler(async ({ request }) => {
      asked.push((await request.json()) as MatchedCandidateQuery);
      return matches;
    }),
    getListCandidateRecommendationsMockHandler(),
    getMarkCandidateRecommendationsViewedMockHandler(async ({ request }) => {
      seen.push((await request.json()) as CandidateRecommendationViewedInput);
      return { code: 'SUCCESS', message: 'Success', data: { affected: 1 } };
    }),
    getGetInviteAnalyticsMockHandler(),
    getRecordCandidateRecommendationInteractionMockHandler(async ({ request }) => {
      const body = (await request.json()) as CandidateRecommendationInteractionInput;
      interactions.push(body);
      return {
        code: 'SUCCESS',
        message: 'Saved',
        data: {
          _id: 'i1',
          candidateId: body.candidateId,
          jobId: body.jobId ?? null,
          action: body.action,
          byUserId: 'u1',
          at: '2026-03-15T09:10:00.000Z',
        },
      };
    }),
  );
  return { asked, interactions, seen };
}

async function open(search: MatchedSearch = { jobId: JOB }) {
  return renderWithRouter(<MatchedPage search={search} />, { path: '/employer/matched-candidate' });
}

const matchList = () => screen.findByRole('list', { name: 'Matched candidates' });

describe('matched candidates', () => {
  it('lists the matches of the job with score, parts, skills and history', async () => {
    const { asked } = serve();
    await open();
    const list = await matchList();
    const [arjun, daniel] = within(list)
      .getAllByRole('listitem', { name: '' })
      .filter((li) => li.parentElement === list);
    if (!arjun || !daniel) throw new Error('two matches expected');
    expect(within(arjun).getByRole('link', { name: 'Arjun Mehta' }).getAttribute('href')).toBe(
      `/employer/matched-candidate-detail?candidateId=${matches.data.items[0]?.candidate._id}&jobId=${JOB}`,
    );
    expect(within(arjun).getByText('87% match')).toBeTruthy();
    expect(within(arjun).getByRole('progressbar', { name: 'Skills: 90 of 100' })).toBeTruthy();
    expect(within(within(arjun).getByRole('list', { name: 'Missing skills' })).getByText('AWS')).toBeTruthy();
    expect(within(daniel).getByText('Applied')).toBeTruthy();
    expect(within(daniel).getByText(/^Invited /)).toBeTruthy();
    expect(asked[0]).toEqual({ jobId: JOB, page: 1, limit: 10, minScore: 50, excludeApplied: false });
  });

  it('removes a dismissed candidate from the list at once', async () => {
    const { interactions } = serve();
    await open();
    const list = await matchList();
    fireEvent.click(within(list).getByRole('button', { name: 'Not a fit: Arjun Mehta' }));
    expect(within(list).queryByText('Arjun Mehta')).toBeNull();
    expect(within(list).getByText('Daniel Okafor')).toBeTruthy();
    await waitFor(() =>
      expect(interactions).toEqual([
        { candidateId: matches.data.items[0]?.candidate._id, jobId: JOB, action: 'dismiss' },
      ]),
    );
    // The refreshed list still holds them on the server's example; the dismissal stands.
    await new Promise((r) => setTimeout(r, 50));
    expect(within(await matchList()).queryByText('Arjun Mehta')).toBeNull();
  });

  it('invites the selected candidates together', async () => {
    serve();
    const sent: CandidateInvite[] = [];
    server.use(
      getInviteCandidatesMockHandler(async ({ request }) => {
        sent.push((await request.json()) as CandidateInvite);
        return {
          code: 'SUCCESS',
          message: 'Invitations sent',
          data: {
            invited: 1,
            skipped: [{ candidateId: matches.data.items[1]?.candidate._id ?? '', reason: 'already_applied' }],
          },
        };
      }),
    );
    await open();
    const list = await matchList();
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Select Arjun Mehta' }));
    fireEvent.click(within(list).getByRole('checkbox', { name: 'Select Daniel Okafor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Invite 2 selected' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite to apply' });
    const message = (await within(dialog).findByLabelText(/Message/)) as HTMLTextAreaElement;
    expect(message.value).toMatch(/^Hi, .*Senior Backend Engineer/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send 2 invitations' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.jobId).toBe(JOB);
    expect(sent[0]?.candidateIds).toEqual(matches.data.items.map((m) => m.candidate._id));
    expect(await within(dialog).findByText('1 invitation sent')).toBeTruthy();
    expect(within(dialog).getByText('Daniel Okafor has already applied to this job.')).toBeTruthy();
  });

  it('sends the filters and keeps them in the URL', async () => {
    serve();
    const { router } = await open();
    await matchList();
    fireEvent.click(screen.getByRole('switch', { name: 'Hide applicants' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ jobId: JOB, hideApplied: true }));
    fireEvent.change(screen.getByLabelText('Lowest score'), { target: { value: '70' } });
    await waitFor(() => expect(router.state.location.search).toMatchObject({ jobId: JOB, minScore: 70 }));
  });

  it('shows recommendations with their reasons, marks them seen, and the invitation figures', async () => {
    const { seen } = serve();
    await open();
    const recs = await screen.findByRole('region', { name: 'Recommended for you' });
    expect(await within(recs).findByText('Lives in Bengaluru')).toBeTruthy();
    await waitFor(() => expect(seen).toEqual([{ candidateIds: [matches.data.items[0]?.candidate._id], jobId: JOB }]));
    const invites = screen.getByRole('region', { name: 'Invitations' });
    expect(await within(invites).findByText('120')).toBeTruthy();
    expect(within(invites).getByText('65% of sent')).toBeTruthy();
    expect(within(invites).getByRole('rowheader', { name: 'Data Analyst' })).toBeTruthy();
  });

  it('shows the upgrade prompts where the plan lacks the flags', async () => {
    serve([]);
    await open();
    expect(await screen.findByText('Matched candidates is not in your plan')).toBeTruthy();
    expect(screen.getByText('Candidate recommendation is not in your plan')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Matched candidates' })).toBeNull();
  });

  it('says when nobody matches', async () => {
    serve();
    server.use(
      getListMatchedCandidatesMockHandler({
        ...matches,
        data: { items: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } },
      }),
    );
    await open();
    expect(await screen.findByText('No matching candidates')).toBeTruthy();
  });

  it('offers a retry when the matches cannot load', async () => {
    serve();
    server.use(http.post('*/client/api/v1/candidate/matched-candidate/list', () => failure()));
    await open();
    expect(await screen.findByText('We could not load the matches')).toBeTruthy();
  });

  it('opens the newest active job when none is chosen', async () => {
    serve();
    const { router } = await open({});
    await waitFor(() => expect(router.state.location.search).toEqual({ jobId: JOB }));
  });

  it('lists the candidates the team viewed', async () => {
    serve();
    server.use(getListViewedCandidatesMockHandler());
    await open({ tab: 'viewed' });
    const link = await screen.findByRole('link', { name: 'Daniel Okafor' });
    expect(link.getAttribute('href')).toBe(
      `/employer/view-candidate-detail?candidateId=${matches.data.items[1]?.candidate._id}`,
    );
    expect(screen.getByText('Viewed 2 times, last 13 Mar 2026 by Rahul Verma')).toBeTruthy();
    expect(screen.getByText('Contact revealed')).toBeTruthy();
  });
});
