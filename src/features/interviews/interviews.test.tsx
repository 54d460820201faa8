import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getListApplicationInterviewsMockHandler,
  getListApplicationInterviewsResponseMock,
  getListMyInterviewsMockHandler,
  getListMyInterviewsResponseMock,
  getPickInterviewSlotMockHandler,
  getPickInterviewSlotResponseMock,
  getProposeInterviewMockHandler,
  getProposeInterviewResponseMock,
} from '@generated/api/interviews/interviews.msw';
import type { Interview, InterviewPickInput, InterviewProposalInput } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { ApplicationInterviews } from './application-interviews';
import { MyInterviews } from './my-interviews';
import { setupFeatureTest } from '@/test/feature-test';
import { browserZone, formatInZone, wallToInstant } from './zones';

const { server, plan, signIn: signInAs } = setupFeatureTest('interview_scheduling');

/** Signs in with the plan's interview_scheduling on (or off). */
function signIn(role: 'candidate' | 'employer', scheduling = true) {
  signInAs(role);
  plan(scheduling);
}

const booked = getListApplicationInterviewsResponseMock().data[0] as Interview;
const APP = booked.applicationId;
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().replace(/\.\d+Z$/, '.000Z');
const proposed: Interview = {
  ...booked,
  status: 'proposed',
  startsAt: null,
  candidateTimeZone: null,
  slots: [future(5), future(6)],
};

describe('time zones', () => {
  it('reads a wall time in the chosen zone as the right instant', () => {
    expect(wallToInstant('2027-01-15T09:00', 'America/New_York')?.toISOString()).toBe('2027-01-15T14:00:00.000Z');
    expect(wallToInstant('2027-01-15T19:30', 'Asia/Kolkata')?.toISOString()).toBe('2027-01-15T14:00:00.000Z');
    expect(wallToInstant('2027-07-15T09:00', 'America/New_York')?.toISOString()).toBe('2027-07-15T13:00:00.000Z');
    expect(wallToInstant('not a time', 'UTC')).toBeNull();
    expect(formatInZone('2027-01-15T14:00:00.000Z', 'Asia/Kolkata')).toContain('19:30');
  });
});

describe("the employer's interviews of an application", () => {
  it('lists a booked interview with its calendar file, and proposes times in the chosen zone', async () => {
    signIn('employer');
    const sent: InterviewProposalInput[] = [];
    server.use(
      getListApplicationInterviewsMockHandler({ ...getListApplicationInterviewsResponseMock(), data: [booked] }),
      getProposeInterviewMockHandler(async ({ request }) => {
        sent.push((await request.json()) as InterviewProposalInput);
        return getProposeInterviewResponseMock();
      }),
    );
    await renderWithRouter(<ApplicationInterviews applicationId={APP} />);
    const section = await screen.findByRole('region', { name: 'Interviews' });
    const item = await within(section).findByRole('listitem', { name: 'Interview, booked' });
    expect(within(item).getByRole('button', { name: 'Add to calendar (.ics)' })).toBeTruthy();
    expect(item.textContent).toContain('America/New_York');

    fireEvent.click(within(section).getByRole('button', { name: 'Propose interview times' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose interview times' });
    const zone = within(dialog).getByRole('combobox', { name: 'Your time zone' });
    fireEvent.click(zone);
    fireEvent.change(zone, { target: { value: 'New_York' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: 'America/New_York' }));
    expect((zone as HTMLInputElement).value).toBe('America/New_York');
    fireEvent.change(within(dialog).getByLabelText(/^Time 1/), { target: { value: '2099-01-15T09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add another time' }));
    fireEvent.change(within(dialog).getByLabelText(/^Time 2/), { target: { value: '2099-01-16T10:30' } });
    fireEvent.change(within(dialog).getByLabelText('How'), { target: { value: 'onsite' } });
    fireEvent.change(within(dialog).getByLabelText('Address'), { target: { value: '1 Harbour Road' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the candidate' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      slots: ['2099-01-15T14:00:00.000Z', '2099-01-16T15:30:00.000Z'],
      durationMinutes: 45,
      mode: 'onsite',
      location: '1 Harbour Road',
      timeZone: 'America/New_York',
    });
  });

  it('refuses a time in the past before sending it', async () => {
    signIn('employer');
    server.use(getListApplicationInterviewsMockHandler({ ...getListApplicationInterviewsResponseMock(), data: [] }));
    await renderWithRouter(<ApplicationInterviews applicationId={APP} />);
    expect(await screen.findByText(/No interview yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Propose interview times' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose interview times' });
    fireEvent.change(within(dialog).getByLabelText(/^Time 1/), { target: { value: '2001-01-15T09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send to the candidate' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Time 1 is in the past');
  });

  it('shows nothing without the plan feature', async () => {
    signIn('employer', false);
    await renderWithRouter(
      <div data-testid="host">
        <ApplicationInterviews applicationId={APP} />
      </div>,
    );
    await waitFor(() => expect(screen.getByTestId('host').textContent).toBe(''));
    expect(screen.queryByRole('region', { name: 'Interviews' })).toBeNull();
  });
});

describe("the candidate's interviews", () => {
  it('picks an offered time, sending the browser zone', async () => {
    signIn('candidate');
    const sent: InterviewPickInput[] = [];
    let items = [proposed];
    server.use(
      getListMyInterviewsMockHandler(() => ({ ...getListMyInterviewsResponseMock(), data: items })),
      getPickInterviewSlotMockHandler(async ({ request }) => {
        sent.push((await request.json()) as InterviewPickInput);
        items = [{ ...proposed, status: 'booked', startsAt: proposed.slots[1] ?? null }];
        return getPickInterviewSlotResponseMock();
      }),
    );
    await renderWithRouter(<MyInterviews />);
    const row = await screen.findByRole('listitem', {
      name: 'Interview for Senior Frontend Engineer at Northwind Logistics',
    });
    const zone = browserZone();
    fireEvent.click(within(row).getByRole('radio', { name: formatInZone(proposed.slots[1] ?? '', zone) }));
    fireEvent.click(within(row).getByRole('button', { name: 'Book this time' }));
    await waitFor(() => expect(sent).toEqual([{ startsAt: proposed.slots[1], timeZone: zone }]));
    expect(await within(row).findByRole('button', { name: 'Add to calendar (.ics)' })).toBeTruthy();
  });

  it('stays out of the way with no interview', async () => {
    signIn('candidate');
    server.use(getListMyInterviewsMockHandler({ ...getListMyInterviewsResponseMock(), data: [] }));
    await renderWithRouter(
      <div data-testid="host">
        <MyInterviews />
      </div>,
    );
    await waitFor(() => expect(screen.getByTestId('host').textContent).toBe(''));
  });
});
