import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { SavedSearchInput } from '@generated/api/model';
import { getCreateSavedSearchResponseMock, getListSavedSearchesResponseMock } from '@generated/api/search/search.msw';
import { toast } from '@/lib/toast/toast';
import { renderWithProviders } from '@/test/render';
import { setupSearchTest } from '../test/setup-api';
import { SaveSearchModal } from './save-search-modal';

const { server } = setupSearchTest();

const filters = [
  { type: 'keyword' as const, values: ['backend engineer'] },
  { type: 'skills' as const, values: ['sk-nodejs'], labels: ['Node.js'] },
];

function record(answer: () => Response) {
  const bodies: SavedSearchInput[] = [];
  server.use(
    http.post('*/client/api/v1/search/saved', async ({ request }) => {
      bodies.push((await request.json()) as SavedSearchInput);
      return answer();
    }),
  );
  return bodies;
}

function open(onClose = vi.fn()) {
  renderWithProviders(<SaveSearchModal opened onClose={onClose} filters={filters} />);
  return { onClose, name: screen.getByRole('textbox', { name: /Name/ }) };
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Save search' }));

describe('save search', () => {
  it('checks the name before asking the server', () => {
    const bodies = record(() => HttpResponse.json(getCreateSavedSearchResponseMock()));
    const { name } = open();
    expect(screen.getByText('Keyword: backend engineer · Skills: Node.js')).toBeTruthy();
    submit();
    expect(screen.getByText('Enter a name')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'C++ engineers' } });
    submit();
    expect(screen.getByText('Use letters, numbers and spaces only')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(bodies).toEqual([]);
  });

  it('saves the filters with the alert chosen', async () => {
    const bodies = record(() => HttpResponse.json(getCreateSavedSearchResponseMock()));
    const { name, onClose } = open();
    fireEvent.change(name, { target: { value: '  Node engineers Pune ' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Weekly' }));
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ name: 'Node engineers Pune', filters, alertFrequency: 'weekly' }]);
    expect(toast).toHaveBeenCalledWith('Search saved');
  });

  it('shows the server’s word when the name is taken', async () => {
    record(() =>
      HttpResponse.json(
        { code: 'ALREADY_EXIST', message: 'A saved search with this name already exists', data: null },
        { status: 409 },
      ),
    );
    const { name, onClose } = open();
    fireEvent.change(name, { target: { value: 'Senior Node engineers Bengaluru' } });
    submit();
    expect(await screen.findByText('A saved search with this name already exists')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('renames an existing saved search, keeping its alert', async () => {
    const existing = getListSavedSearchesResponseMock().data.items[0];
    if (!existing) throw new Error('the example has a saved search');
    const bodies: SavedSearchInput[] = [];
    server.use(
      http.put('*/client/api/v1/search/saved/:id', async ({ request }) => {
        bodies.push((await request.json()) as SavedSearchInput);
        return HttpResponse.json({ code: 'SUCCESS', message: 'Saved search updated', data: existing });
      }),
    );
    const onClose = vi.fn();
    renderWithProviders(<SaveSearchModal opened onClose={onClose} filters={existing.filters} existing={existing} />);
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect((name as HTMLInputElement).value).toBe('Senior Node engineers Bengaluru');
    fireEvent.change(name, { target: { value: 'Node engineers Bengaluru' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(bodies).toEqual([{ name: 'Node engineers Bengaluru', filters: existing.filters, alertFrequency: 'weekly' }]);
  });
});
