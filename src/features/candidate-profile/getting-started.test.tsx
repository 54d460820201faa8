import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getMarkCandidateTourDoneMockHandler } from '@generated/api/candidate-profile/candidate-profile.msw';
import type { CandidateTourInput } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { ProfilePage } from './profile-page';
import { envelope, exampleProfile, setupProfileTest } from './test-setup';

const { server, asProfile } = setupProfileTest();

describe("the candidate's guided tour", () => {
  it('lists the first steps above the profile until dismissed, then records the tour done', async () => {
    asProfile({ ...exampleProfile, tourDone: false });
    const sent: CandidateTourInput[] = [];
    server.use(
      getMarkCandidateTourDoneMockHandler(async ({ request }) => {
        sent.push((await request.json()) as CandidateTourInput);
        return envelope({
          isProfileSetupDone: true,
          tourDone: true,
          percentObj: exampleProfile.percentObj,
        });
      }),
    );
    await renderWithRouter(<ProfilePage tab={0} />, { path: '/jobsseekers/profile' });
    expect(await screen.findByRole('heading', { name: 'Getting started' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add your work experience' }).getAttribute('href')).toBe(
      '/jobsseekers/profile?tab=1',
    );
    expect(screen.getByRole('link', { name: 'Get new jobs by e-mail' }).getAttribute('href')).toBe(
      '/jobsseekers/my-jobs?tab=alerts',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hide getting started' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Getting started' })).toBeNull());
    expect(sent).toEqual([{ tourDone: true }]);
    // The profile itself stays.
    expect(screen.getByRole('tab', { name: 'My profile' })).toBeTruthy();
  });

  it('is not shown once the tour is done', async () => {
    asProfile({ ...exampleProfile, tourDone: true });
    await renderWithRouter(<ProfilePage tab={0} />, { path: '/jobsseekers/profile' });
    expect(await screen.findByRole('tab', { name: 'My profile' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Getting started' })).toBeNull();
  });
});
