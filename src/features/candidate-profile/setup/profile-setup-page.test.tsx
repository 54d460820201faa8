import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getCompleteCandidateProfileSetupMockHandler,
  getCompleteCandidateProfileSetupResponseMock,
  getInitCandidateProfileMockHandler,
  getInitCandidateProfileResponseMock,
  getUpdateCandidateBasicDetailsMockHandler,
  getUpdateCandidateBasicDetailsResponseMock,
} from '@generated/api/candidate-profile/candidate-profile.msw';
import type { CandidateBasicDetailsInput } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { setupProfileTest } from '../test-setup';
import { ProfileSetupPage } from './profile-setup-page';

const { server } = setupProfileTest();

describe('the profile setup', () => {
  it('starts the profile, walks the steps with the profile forms, and finishes on the profile', async () => {
    const inits: unknown[] = [];
    const basics: CandidateBasicDetailsInput[] = [];
    let completed = 0;
    server.use(
      getInitCandidateProfileMockHandler(async ({ request }) => {
        inits.push(await request.json());
        return getInitCandidateProfileResponseMock();
      }),
      getUpdateCandidateBasicDetailsMockHandler(async ({ request }) => {
        basics.push((await request.json()) as CandidateBasicDetailsInput);
        return getUpdateCandidateBasicDetailsResponseMock();
      }),
      getCompleteCandidateProfileSetupMockHandler(() => {
        completed += 1;
        return getCompleteCandidateProfileSetupResponseMock();
      }),
    );
    const { router } = await renderWithRouter(<ProfileSetupPage />, { path: '/jobsseekers/profile-setup' });
    const basic = await screen.findByRole('form', { name: 'Basic details' });
    expect(inits).toEqual([{}]);
    fireEvent.change(within(basic).getByLabelText(/Headline/), { target: { value: 'Frontend engineer' } });
    fireEvent.click(within(basic).getByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('form', { name: 'Personal details' })).toBeTruthy();
    expect(basics).toEqual([
      { name: 'Priya Sharma', countryCode: '+91', mobNo: '9823012345', headline: 'Frontend engineer' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('form', { name: 'Industry details and skills' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skip for now' }));
    expect(await screen.findByRole('heading', { name: 'Import (optional)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Finish and see my profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobsseekers/profile'));
    expect(completed).toBe(1);
  });
});
