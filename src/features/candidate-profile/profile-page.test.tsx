import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSearch } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getUpdateProfileSectionItemUrl } from '@generated/api/candidate-profile/candidate-profile';
import { getSaveFormDataMockHandler } from '@generated/api/forms/forms.msw';
import type { CustomField, FormDataInput, ProfileSectionUpdate } from '@generated/api/model';
import { userFormHandler, userFormOf } from '@/components/user-form/user-form-mock';
import { renderWithRouter } from '@/test/render';
import { ProfilePage } from './profile-page';
import { tabFromSearch } from './tabs';
import { envelope, exampleProfile, setupProfileTest } from './test-setup';

const { server, asProfile } = setupProfileTest();

/** The route's own reading of ?tab=, as src/routes/jobsseekers/profile.tsx does it. */
function FromUrl() {
  return <ProfilePage tab={tabFromSearch(useSearch({ strict: false }))} />;
}

const RELOCATE: CustomField = {
  _id: '7e8f9a0b-1c2d-4e3f-9a4b-5c6d7e8f9a0b',
  keyNm: 'willingToRelocate',
  label: { en: 'Willing to relocate' },
  fieldType: 'toggle',
  required: false,
  placeholder: null,
  helpText: null,
  options: [],
  multiple: false,
  validation: null,
  isDefault: false,
  sortOrder: 0,
};

describe('the additional details tab', () => {
  it('is there when the board asks something, and saves the answers through the form', async () => {
    const sent: FormDataInput[] = [];
    server.use(
      userFormHandler({ candidate_additional_details: { customFields: [RELOCATE] } }),
      getSaveFormDataMockHandler(async ({ request }) => {
        const body = (await request.json()) as FormDataInput;
        sent.push(body);
        return envelope(userFormOf(body.code, { customFields: [RELOCATE], values: body.values, isSubmitted: true }));
      }),
    );
    await renderWithRouter(<FromUrl />, { path: '/jobsseekers/profile?tab=6' });
    expect((await screen.findByRole('tab', { name: 'Additional details' })).getAttribute('aria-selected')).toBe('true');
    const card = await screen.findByRole('region', { name: 'Additional details' });
    fireEvent.click(within(card).getByRole('button', { name: 'Add answers to additional details' }));
    fireEvent.click(await within(card).findByRole('switch', { name: 'Willing to relocate' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(sent).toEqual([{ code: 'candidate_additional_details', values: { willingToRelocate: true } }]),
    );
    await waitFor(() =>
      expect(within(card).getByText('Willing to relocate').nextElementSibling?.textContent).toBe('Yes'),
    );
  });

  it('is not there when the board asks nothing, and ?tab=6 opens My profile', async () => {
    await renderWithRouter(<FromUrl />, { path: '/jobsseekers/profile?tab=6' });
    expect((await screen.findByRole('tab', { name: 'My profile' })).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(screen.queryByRole('tab', { name: 'Additional details' })).toBeNull());
  });
});

describe('the profile page', () => {
  it('opens the tab the URL names, and a tab choice goes to ?tab=N', async () => {
    const { router } = await renderWithRouter(<FromUrl />, { path: '/jobsseekers/profile?tab=2' });
    expect((await screen.findByRole('tab', { name: 'Education' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('heading', { name: 'B.Tech, Computer Science' })).toBeTruthy();
    expect(screen.getByText('Aug 2014 – May 2018')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Projects' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 4 }));
    expect(await screen.findByRole('heading', { name: 'UPI payments dashboard' })).toBeTruthy();
  });

  it("shows the server's percentage and lists what is missing with its weight and where to fill it", async () => {
    asProfile({
      ...exampleProfile,
      percentObj: {
        basicDetails: true,
        personalDetails: true,
        industryDetails: false,
        certificates: false,
        education: true,
        experience: true,
        projects: false,
        percent: 50,
      },
    });
    await renderWithRouter(<ProfilePage tab={1} />, { path: '/jobsseekers/profile?tab=1' });
    const card = await screen.findByRole('region', { name: 'Profile 50% complete' });
    const next = within(card).getByRole('list', { name: 'What to fill next' });
    const rows = within(next).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Industry details and skills+20%',
      'Certifications+10%',
      'Projects+10%',
    ]);
    expect(within(next).getByRole('link', { name: 'Industry details and skills' }).getAttribute('href')).toBe(
      '/jobsseekers/profile?tab=0#industry-details',
    );
    expect(within(next).getByRole('link', { name: 'Certifications' }).getAttribute('href')).toBe(
      '/jobsseekers/profile?tab=5',
    );
  });

  it('refuses an end before the start in a section form, and sends nothing', async () => {
    const sent: ProfileSectionUpdate[] = [];
    server.use(
      http.put(`*${getUpdateProfileSectionItemUrl('experience')}`, async ({ request }) => {
        sent.push((await request.json()) as ProfileSectionUpdate);
        return HttpResponse.json({ code: 'SUCCESS', message: 'Experience updated', data: sent[0] });
      }),
    );
    await renderWithRouter(<ProfilePage tab={1} />, { path: '/jobsseekers/profile?tab=1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Software Engineer at Persistent Systems' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit experience' });
    // Jul 2018 – Jun 2022: move the start to Jan 2023, after the end.
    fireEvent.click(within(dialog).getByRole('button', { name: /Start month/ }));
    for (let i = 0; i < 5; i += 1) fireEvent.click(await screen.findByRole('button', { name: 'Next year' }));
    fireEvent.click(screen.getByRole('button', { name: 'Jan' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('The end month cannot be before the start month')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal on the field it names", async () => {
    server.use(
      http.put(`*${getUpdateProfileSectionItemUrl('experience')}`, () =>
        HttpResponse.json(
          {
            code: 'ERROR',
            message: 'Validation failed',
            data: { fields: [{ field: 'body.from', message: 'the start overlaps another job at this company' }] },
          },
          { status: 400 },
        ),
      ),
    );
    await renderWithRouter(<ProfilePage tab={1} />, { path: '/jobsseekers/profile?tab=1' });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Senior Frontend Engineer at Infosys' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit experience' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('The start overlaps another job at this company')).toBeTruthy();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });
});
