import { useRouterState } from '@tanstack/react-router';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CandidateListAddInput, CandidateListMembershipInput } from '@generated/api/model';
import { getAddCandidatesToListsResponseMock } from '@generated/api/search/search.msw';
import { toast } from '@/lib/toast/toast';
import { renderWithRouter } from '@/test/render';
import { SmartSearchPage } from '../page/smart-search-page';
import { setupSearchTest } from '../test/setup-api';

const { server } = setupSearchTest();

const SLOW = { timeout: 5000 };
const ARJUN = '2b4f35fb-9bbb-4d48-bc6a-73f5aa9f3c59';
const DANIEL = 'b0180864-fa0e-4aae-aedf-0bd7c27f9a4e';
const BACKEND = '89c441d3-ba93-42f3-a97f-f4b428e7763b';

function Harness() {
  const search = useRouterState({ select: (s) => s.location.search as Record<string, unknown> });
  return <SmartSearchPage rawSearch={search} />;
}

function recordAdds(answer: () => Response = () => HttpResponse.json(getAddCandidatesToListsResponseMock())) {
  const bodies: CandidateListAddInput[] = [];
  server.use(
    http.post('*/client/api/v1/search/add', async ({ request }) => {
      bodies.push((await request.json()) as CandidateListAddInput);
      return answer();
    }),
  );
  return bodies;
}

async function selectBoth() {
  await renderWithRouter(<Harness />, { path: '/employer/smart-search?q=node' });
  const list = await screen.findByRole('list', { name: 'Candidates' }, SLOW);
  fireEvent.click(within(list).getByRole('checkbox', { name: 'Select Arjun Mehta' }));
  expect(screen.getByText('1 selected')).toBeTruthy();
  fireEvent.click(screen.getByRole('checkbox', { name: 'Select all candidates on this page' }));
  expect(screen.getByText('2 selected')).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: 'Add to list' }));
  return screen.findByRole('dialog', { name: 'Add to list' });
}

describe('add to list', () => {
  it('adds the selected candidates to a chosen list and a new one', async () => {
    const bodies = recordAdds();
    const dialog = await selectBoth();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: /Backend shortlist Q2/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /New list/ }), {
      target: { value: 'Platform team' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 candidates' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to list' })).toBeNull());
    expect(bodies).toEqual([{ candidateIds: [ARJUN, DANIEL], listIds: [BACKEND], newListName: 'Platform team' }]);
    expect(toast).toHaveBeenCalledWith('Added 2 candidates to Backend shortlist Q2');
    expect(screen.getByText('Select candidates to act on them together')).toBeTruthy();
  });

  it('asks for a list, and shows a taken name under the name', async () => {
    const bodies = recordAdds(() =>
      HttpResponse.json(
        { code: 'ALREADY_EXIST', message: 'A list with this name already exists', data: null },
        { status: 409 },
      ),
    );
    const dialog = await selectBoth();
    await within(dialog).findByRole('checkbox', { name: /Backend shortlist Q2/ });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 candidates' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose a list or name a new one');
    const name = within(dialog).getByRole('textbox', { name: /New list/ });
    fireEvent.change(name, { target: { value: 'Backend shortlist Q2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 2 candidates' }));
    expect(await within(dialog).findByText('A list with this name already exists')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toHaveLength(1);
  });
});

describe('candidate lists', () => {
  it('opens a list and removes a member after confirming', async () => {
    const removals: CandidateListMembershipInput[] = [];
    server.use(
      http.put('*/client/api/v1/search/update/:id', async ({ request }) => {
        removals.push((await request.json()) as CandidateListMembershipInput);
        return HttpResponse.json({ code: 'SUCCESS', message: 'Candidate list updated', data: null });
      }),
    );
    const { router } = await renderWithRouter(<Harness />, { path: '/employer/smart-search?tab=lists' });
    const lists = await screen.findByRole('list', { name: 'Candidate lists' }, SLOW);
    expect(within(lists).getByText(/2 candidates · updated/)).toBeTruthy();
    fireEvent.click(within(lists).getByRole('button', { name: 'Backend shortlist Q2' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ tab: 'lists', listId: BACKEND }));
    const members = await screen.findByRole('list', { name: 'Members' }, SLOW);
    const daniel = within(members).getByRole('listitem', { name: 'Daniel Okafor' });
    expect(within(daniel).getByText(/Added by Priya Raman on/)).toBeTruthy();
    fireEvent.click(within(daniel).getByRole('button', { name: 'Remove Daniel Okafor from the list' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove from list' });
    expect(within(confirm).getByText('Remove Daniel Okafor from Backend shortlist Q2?')).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    });
    await waitFor(() => expect(removals).toEqual([{ remove: [DANIEL] }]));
    expect(toast).toHaveBeenCalledWith('Removed Daniel Okafor from the list');
  });
});
