import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getAddTeamMemberUrl } from '@generated/api/employer/employer';
import { describe, expect, it } from 'vitest';
import {
  getAddTeamMemberMockHandler,
  getAddTeamMemberResponseMock,
  getListTeamMembersMockHandler,
  getListTeamMembersResponseMock,
  getPartialUpdateTeamMemberMockHandler,
  getPartialUpdateTeamMemberResponseMock,
  getSoftDeleteTeamMembersMockHandler,
} from '@generated/api/employer/employer.msw';
import type { IdList, TeamMemberInput, TeamMemberListQuery, TeamMemberPartialUpdateInput } from '@generated/api/model';
import { toast } from '@/lib/toast/toast';
import { renderWithProviders, renderWithRouter } from '@/test/render';
import { setupEmployerTest } from '../shared/test-setup';
import { TeamTab } from './team-tab';

const { server } = setupEmployerTest();

function serveList() {
  const lists: TeamMemberListQuery[] = [];
  server.use(
    getListTeamMembersMockHandler(async ({ request }) => {
      lists.push((await request.json()) as TeamMemberListQuery);
      return getListTeamMembersResponseMock();
    }),
  );
  return lists;
}

describe('my team', () => {
  it('lists the members with their status and permissions in words', async () => {
    const lists = serveList();
    renderWithProviders(<TeamTab allowed />);
    const marcus = await screen.findByRole('listitem', { name: 'Marcus Lindqvist' });
    expect(within(marcus).getByText('Invited')).toBeTruthy();
    expect(within(marcus).getByText('Post jobs')).toBeTruthy();
    expect(within(marcus).getByText('Manage applicants')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Rahul Deshpande' })).getByText('Disabled')).toBeTruthy();
    expect(lists[0]).toEqual({ page: 1, limit: 10, sortBy: 'createdAt', sortOrder: 'desc' });
  });

  it('invites a member with the permissions of a role preset', async () => {
    serveList();
    const sent: TeamMemberInput[] = [];
    server.use(
      getAddTeamMemberMockHandler(async ({ request }) => {
        sent.push((await request.json()) as TeamMemberInput);
        return getAddTeamMemberResponseMock();
      }),
    );
    renderWithProviders(<TeamTab allowed />);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite a team member' }));
    const form = await screen.findByRole('form', { name: 'Invite team member' });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findByText('Choose at least one permission')).toBeTruthy();
    expect(within(form).getByText('Enter the first name')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText(/First name/), { target: { value: 'Lena' } });
    fireEvent.change(within(form).getByLabelText(/Last name/), { target: { value: 'Fischer' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Work e-mail/ }), {
      target: { value: 'lena@tidewater.example.com' },
    });
    fireEvent.change(within(form).getByLabelText(/Job title/), { target: { value: 'Recruiter' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Recruiter' }));
    expect((within(form).getByRole('checkbox', { name: /^Post jobs/ }) as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByRole('checkbox', { name: /^Billing/ }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      firstName: 'Lena',
      lastName: 'Fischer',
      email: 'lena@tidewater.example.com',
      designation: 'Recruiter',
      permissions: ['post_jobs', 'manage_applicants', 'chat'],
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Invite team member' })).toBeNull());
  });

  it('says when every seat of the plan is taken, with an upgrade link', async () => {
    serveList();
    const message = 'Your plan allows no more team members (3 seats, all taken). Upgrade your plan to add more.';
    server.use(
      http.post(`*${getAddTeamMemberUrl()}`, () =>
        HttpResponse.json({ code: 'LIMIT_OVER', message, data: null }, { status: 403 }),
      ),
    );
    await renderWithRouter(<TeamTab allowed />);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite a team member' }));
    const form = await screen.findByRole('form', { name: 'Invite team member' });
    fireEvent.change(within(form).getByLabelText(/First name/), { target: { value: 'Lena' } });
    fireEvent.change(within(form).getByLabelText(/Last name/), { target: { value: 'Fischer' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Work e-mail/ }), {
      target: { value: 'lena@tidewater.example.com' },
    });
    fireEvent.change(within(form).getByLabelText(/Job title/), { target: { value: 'Recruiter' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Recruiter' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    const alert = await within(form).findByRole('alert');
    expect(within(alert).getByText('All team seats of your plan are taken')).toBeTruthy();
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Upgrade plan' })).toBeTruthy();
  });

  it('disables an active member and removes one after confirming', async () => {
    serveList();
    const patches: TeamMemberPartialUpdateInput[] = [];
    const removed: IdList[] = [];
    server.use(
      getPartialUpdateTeamMemberMockHandler(async ({ request }) => {
        patches.push((await request.json()) as TeamMemberPartialUpdateInput);
        return getPartialUpdateTeamMemberResponseMock();
      }),
      getSoftDeleteTeamMembersMockHandler(async ({ request }) => {
        removed.push((await request.json()) as IdList);
        return { code: 'SUCCESS', message: 'Team member removed', data: { affected: 1 } };
      }),
    );
    renderWithProviders(<TeamTab allowed />);
    const sofia = await screen.findByRole('listitem', { name: 'Sofia Marquez' });
    fireEvent.click(within(sofia).getByRole('button', { name: 'Actions for Sofia Marquez' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Disable' }));
    await waitFor(() => expect(patches).toEqual([{ status: 'disabled' }]));

    fireEvent.click(within(sofia).getByRole('button', { name: 'Actions for Sofia Marquez' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Remove from team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove team member?' });
    expect(removed).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(removed).toEqual([{ ids: ['5e7a9c1b-3d5f-4a7b-8c9d-1e3f5a7b9c2d'] }]));
  });

  it('sends an open invitation again with the member as they are', async () => {
    serveList();
    const sent: TeamMemberInput[] = [];
    server.use(
      getAddTeamMemberMockHandler(async ({ request }) => {
        const body = (await request.json()) as TeamMemberInput;
        sent.push(body);
        return { ...getAddTeamMemberResponseMock(), message: `Invitation sent again to ${body.email}` };
      }),
    );
    renderWithProviders(<TeamTab allowed />);
    const marcus = await screen.findByRole('listitem', { name: 'Marcus Lindqvist' });
    fireEvent.click(within(marcus).getByRole('button', { name: 'Actions for Marcus Lindqvist' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Resend invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the invitation again?' });
    expect(within(dialog).getByRole('link', { name: 'Forgot password' }).getAttribute('href')).toMatch(
      /\/employer\/forgot-password$/,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ firstName: 'Marcus', lastName: 'Lindqvist' });
    await waitFor(() => expect(toast).toHaveBeenCalledWith(expect.stringMatching(/^Invitation sent again to /)));
  });

  it('tells a member without the team permission to ask the owner, without calling the list', () => {
    renderWithProviders(<TeamTab allowed={false} />);
    expect(screen.getByRole('heading', { name: "You don't have access" })).toBeTruthy();
    expect(screen.getByText(/Manage team/)).toBeTruthy();
  });
});
