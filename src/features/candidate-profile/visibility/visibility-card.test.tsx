import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  getGetCandidateProfileUrl,
  getUpdateCandidateVisibilityUrl,
} from '@generated/api/candidate-profile/candidate-profile';
import type { CandidateVisibilityInput } from '@generated/api/model';
import { renderWithRouter } from '@/test/render';
import { envelope, exampleProfile, setupProfileTest } from '../test-setup';
import { useProfile } from '../use-profile';
import { VisibilityCard } from './visibility-card';

/** The card as My profile shows it: fed by the one profile query a save updates. */
function FromProfile() {
  const profile = useProfile().data;
  return profile ? <VisibilityCard profile={profile} /> : null;
}

const { server } = setupProfileTest();

describe('the visible-to-employers switch', () => {
  it('saves the choice at once and shows what the server saved', async () => {
    const sent: CandidateVisibilityInput[] = [];
    let stored = false;
    server.use(
      http.get(`*${getGetCandidateProfileUrl()}`, () =>
        HttpResponse.json(envelope({ ...exampleProfile, isSearchable: stored })),
      ),
      http.put(`*${getUpdateCandidateVisibilityUrl()}`, async ({ request }) => {
        const body = (await request.json()) as CandidateVisibilityInput;
        sent.push(body);
        stored = body.isSearchable;
        return HttpResponse.json(
          envelope({ ...exampleProfile, isSearchable: body.isSearchable }, 'Employers can now find your profile'),
        );
      }),
    );
    await renderWithRouter(<FromProfile />);
    const toggle = await screen.findByRole('switch', { name: /^Employers can find my profile/ });
    expect((toggle as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Only employers you apply to see your profile.')).toBeTruthy();
    fireEvent.click(toggle);
    await waitFor(() => expect(sent).toEqual([{ isSearchable: true }]));
    expect(await screen.findByText(/Your e-mail and phone stay hidden until an employer unlocks them/)).toBeTruthy();
  });

  it('says so when the choice could not be saved', async () => {
    server.use(http.put(`*${getUpdateCandidateVisibilityUrl()}`, () => HttpResponse.json({}, { status: 500 })));
    await renderWithRouter(<VisibilityCard profile={{ ...exampleProfile, isSearchable: true }} />);
    fireEvent.click(await screen.findByRole('switch', { name: /^Employers can find my profile/ }));
    expect(await screen.findByText('Your choice could not be saved. Please try again.')).toBeTruthy();
  });
});
