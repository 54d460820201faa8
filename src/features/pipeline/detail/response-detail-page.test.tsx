import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import {
  getGetApplicationDetailsMockHandler,
  getGetApplicationDetailsResponseMock,
} from '@generated/api/pipeline/pipeline.msw';
import { getCreateChatRoomMockHandler, getCreateChatRoomResponseMock } from '@generated/api/chat/chat.msw';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { getGetJobMockHandler, getGetJobResponseMock } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import type {
  Application,
  ApplicationDetails,
  ApplicationStatusUpdateInput,
  ChatCreateInput,
  CustomField,
  GetApplicationDetails200,
} from '@generated/api/model';
import { formatDateTime } from '@/lib/format/dates';
import { clearStoredSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { guestApplication } from '../test/fixtures';
import { setupPipelineTest, trackingPlan } from '../test/setup-api';
import { ResponseDetailPage } from './response-detail-page';

const { server } = setupPipelineTest();

const example = getGetApplicationDetailsResponseMock();
const ID = example.data.application._id;

const questions: CustomField[] = [
  {
    _id: 'q1',
    keyNm: 'noticePeriodDays',
    label: { en: 'What is your notice period, in days?' },
    fieldType: 'number',
    required: true,
    isDefault: false,
    sortOrder: 0,
  },
  {
    _id: 'q2',
    keyNm: 'willingToRelocate',
    label: { en: 'Are you willing to relocate?' },
    fieldType: 'toggle',
    required: false,
    isDefault: false,
    sortOrder: 1,
  },
];

function serve(details: ApplicationDetails) {
  let current = details;
  const updates: Array<{ id: string; body: ApplicationStatusUpdateInput }> = [];
  const job = getGetJobResponseMock();
  server.use(
    getGetApplicationDetailsMockHandler(() => ({ ...example, data: current }) satisfies GetApplicationDetails200),
    getGetJobMockHandler({ ...job, data: { ...job.data, _id: details.application.job._id, questions } }),
    http.put('*/client/api/v1/userjobs/update/:id', async ({ request, params }) => {
      const body = (await request.json()) as ApplicationStatusUpdateInput;
      updates.push({ id: String(params.id), body });
      const before = current.application;
      const after: Application = {
        ...before,
        status: body.status,
        history: [
          ...before.history,
          {
            from: before.status,
            to: body.status,
            byUserId: null,
            byName: 'Sam Lee',
            at: new Date().toISOString(),
            note: null,
          },
        ],
      };
      current = { ...current, application: after };
      return HttpResponse.json({
        code: 'SUCCESS',
        message: 'Application status updated',
        data: { affected: 1, items: [after] },
      });
    }),
  );
  return { updates };
}

async function open() {
  return renderWithRouter(<ResponseDetailPage userJobId={ID} />, { path: `/employer/response-detail?userJobId=${ID}` });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('response detail', () => {
  it('shows the profile, resume, answers, cover letter and history', async () => {
    serve(example.data);
    await open();
    expect(await screen.findByRole('heading', { name: 'Arjun Mehta', level: 1 })).toBeTruthy();
    const profile = section('Profile');
    expect(within(profile).getByRole('link', { name: 'arjun.mehta@gmail.com' }).getAttribute('href')).toBe(
      'mailto:arjun.mehta@gmail.com',
    );
    expect(within(profile).getByText('+91 9845012345')).toBeTruthy();
    // The preview waits for the plan (resume_preview).
    const resumeFrame = await within(section('Resume')).findByTitle('Arjun_Mehta_Resume_2026.pdf (PDF)');
    expect(resumeFrame.getAttribute('src')).toBe('/files/resumes/ec7e398f-arjun-mehta.pdf');
    const answers = section('Answers');
    await waitFor(() => expect(within(answers).getByText('What is your notice period, in days?')).toBeTruthy());
    expect(within(answers).getByText('Are you willing to relocate?').nextElementSibling?.textContent).toBe('Yes');
    // An answer to a question the job no longer asks is still shown, under its key.
    expect(within(answers).getByText('Expected ctc lakh').nextElementSibling?.textContent).toBe('38');
    expect(within(section('Cover letter')).getByText(/payment ledgers on Node.js/)).toBeTruthy();
    const history = section('Status history');
    expect(within(history).getByText('Applied')).toBeTruthy();
    expect(within(history).getByText('Applied → Shortlist')).toBeTruthy();
    expect(within(history).getByText('by Priya Raman')).toBeTruthy();
    expect(within(history).getByText(`12 Mar 2026 · ${formatDateTime('2026-03-12T10:05:00.000Z')}`)).toBeTruthy();
    expect(within(section('Other applications')).getByRole('link', { name: 'Data Analyst' })).toBeTruthy();
  });

  it('shows the applicant’s additional details, with an answer no longer asked', async () => {
    const shift: CustomField = {
      _id: 'f1',
      keyNm: 'preferredShift',
      label: { en: 'Preferred shift' },
      fieldType: 'dropdown',
      required: false,
      options: [{ value: 'night', label: { en: 'Night' } }],
      isDefault: false,
      sortOrder: 0,
    };
    const removed: CustomField = { ...shift, _id: 'f2', keyNm: 'badge', label: { en: 'Badge level' }, options: [] };
    serve({
      ...example.data,
      additionalDetails: {
        fields: [shift],
        values: { preferredShift: 'night' },
        formerAnswers: [{ field: { ...removed, fieldType: 'text' }, value: 'Amber' }],
      },
    });
    await open();
    const details = await screen.findByRole('region', { name: 'Additional details' });
    expect(within(details).getByText('Preferred shift').nextElementSibling?.textContent).toBe('Night');
    expect(within(details).getByText('Badge level').nextElementSibling?.textContent).toBe('AmberNo longer asked');
  });

  it('has no additional details section when the applicant has none', async () => {
    serve({ ...example.data, additionalDetails: null });
    await open();
    expect(await screen.findByRole('heading', { name: 'Arjun Mehta', level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Additional details' })).toBeNull();
  });

  it('moves the application and shows the new history entry', async () => {
    const { updates } = serve(example.data);
    await open();
    const actions = await screen.findByRole('group', { name: 'Status actions' });
    expect(within(actions).queryByRole('button', { name: 'Shortlist' })).toBeNull();
    fireEvent.click(within(actions).getByRole('button', { name: 'Move to interview' }));
    await waitFor(() => expect(updates).toEqual([{ id: ID, body: { status: 'IN_INTERVIEW' } }]));
    const history = section('Status history');
    await waitFor(() => expect(within(history).getByText('Shortlist → In-interview')).toBeTruthy());
    expect(within(history).getByText('by Sam Lee')).toBeTruthy();
    expect(within(history).getByText(new RegExp(`^Today · `))).toBeTruthy();
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'Status actions' })).getByRole('button', { name: 'Shortlist' }),
      ).toBeTruthy(),
    );
  });

  it('rejects only after confirming', async () => {
    const { updates } = serve(example.data);
    await open();
    const actions = await screen.findByRole('group', { name: 'Status actions' });
    fireEvent.click(within(actions).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Arjun Mehta?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(updates).toHaveLength(0);
    fireEvent.click(within(actions).getByRole('button', { name: 'Reject' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reject Arjun Mehta?' })).getByRole('button', {
        name: 'Reject',
      }),
    );
    await waitFor(() => expect(updates).toEqual([{ id: ID, body: { status: 'REJECTED' } }]));
  });

  it('shows a guest’s name, e-mail and mobile with a Guest badge', async () => {
    const guest = guestApplication(ID, 'Rita Gomes', 'rita@example.com');
    serve({ application: guest, profile: null, otherApplications: [] });
    await open();
    expect(await screen.findByRole('heading', { name: /Rita Gomes/, level: 1 })).toBeTruthy();
    const profile = section('Profile');
    expect(within(profile).getByText('Guest')).toBeTruthy();
    expect(within(profile).getByRole('link', { name: 'rita@example.com' })).toBeTruthy();
    expect(within(profile).getByRole('link', { name: '+91 9000012345' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Other applications' })).toBeNull();
  });

  it('offers no status actions without applicant tracking, and says why', async () => {
    serve(example.data);
    server.use(...trackingPlan(false));
    await open();
    expect(await screen.findByText('Applicant tracking is not in your plan')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Status actions' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Upgrade plan' })).toBeTruthy();
  });

  it('says when the application does not exist', async () => {
    server.use(
      http.post('*/client/api/v1/userjobs/get/candidate/details', () =>
        HttpResponse.json({ code: 'ERROR', message: 'Not found', data: null }, { status: 404 }),
      ),
    );
    await open();
    expect(await screen.findByText('Application not found')).toBeTruthy();
  });

  it('asks to pick an application when the link names none', async () => {
    await renderWithRouter(<ResponseDetailPage userJobId={undefined} />, { path: '/employer/response-detail' });
    expect(await screen.findByText('No application chosen')).toBeTruthy();
  });
});

describe('response detail: messaging the candidate', () => {
  const settings = getGetTenantSettingsResponseMock();
  const plan = (features: string[]) =>
    getGetTenantSettingsMockHandler({ ...settings, data: { ...settings.data, features } });
  const signIn = () =>
    setSession('token', {
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@lumen.example',
      role: 'employer',
      companyName: 'Lumen Fintech',
    });
  afterEach(() => clearStoredSession());

  it('opens the chat room with a registered candidate about this job', async () => {
    signIn();
    serve(example.data);
    const asked: ChatCreateInput[] = [];
    const room = getCreateChatRoomResponseMock();
    server.use(
      plan(['default', 'chat']),
      getCreateChatRoomMockHandler(async ({ request }) => {
        asked.push((await request.json()) as ChatCreateInput);
        return room;
      }),
    );
    const { router } = await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Message Arjun Mehta' }));
    const a = example.data.application;
    await waitFor(() => expect(asked).toEqual([{ participantId: a.candidate?._id, jobId: a.job._id }]));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/employer/chat/${room.data._id}`));
  });

  it('offers no message without chat on the plan, nor to a guest', async () => {
    signIn();
    serve(example.data);
    server.use(plan(['default']));
    await open();
    expect(await screen.findByRole('heading', { name: 'Arjun Mehta', level: 1 })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /^Message/ })).toBeNull();
  });

  it('offers no message to a guest applicant', async () => {
    signIn();
    serve({
      application: guestApplication(ID, 'Rita Gomes', 'rita@example.com'),
      profile: null,
      otherApplications: [],
    });
    server.use(plan(['default', 'chat']));
    await open();
    expect(await screen.findByRole('heading', { name: /Rita Gomes/, level: 1 })).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: /^Message/ })).toBeNull();
  });
});
