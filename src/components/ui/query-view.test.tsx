import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { EmptyState } from './empty-state';
import { QueryView, isEmptyData } from './query-view';

type Envelope = { code: string; message: string; data: { items: string[] } };

function Jobs({ fetcher, enabled = true }: { fetcher: () => Promise<Envelope>; enabled?: boolean }) {
  const query = useQuery({ queryKey: ['jobs'], queryFn: fetcher, enabled });
  return (
    <QueryView query={query} empty={<EmptyState title="No jobs yet" />} idle={<p>Type to search</p>}>
      {(res) => (
        <ul>
          {res.data.items.map((title) => (
            <li key={title}>{title}</li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}

const envelope = (items: string[]): Envelope => ({ code: 'SUCCESS', message: 'ok', data: { items } });

describe('QueryView', () => {
  it('shows the loading skeleton while the first load runs', () => {
    renderWithProviders(<Jobs fetcher={() => new Promise(() => undefined)} />);
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByTestId('loading-row')).toHaveLength(3);
  });

  it('shows the data', async () => {
    renderWithProviders(<Jobs fetcher={async () => envelope(['Frontend Engineer', 'Data Analyst'])} />);
    expect(await screen.findByText('Frontend Engineer')).toBeTruthy();
    expect(screen.getByText('Data Analyst')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the empty state for an empty page of results', async () => {
    renderWithProviders(<Jobs fetcher={async () => envelope([])} />);
    expect(await screen.findByRole('heading', { name: 'No jobs yet' })).toBeTruthy();
  });

  it('shows the error with its message, and retries', async () => {
    const fetcher = vi
      .fn<() => Promise<Envelope>>()
      .mockRejectedValueOnce(new Error('Job search is unavailable right now'))
      .mockResolvedValueOnce(envelope(['Product Designer']));
    renderWithProviders(<Jobs fetcher={fetcher} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Job search is unavailable right now');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Product Designer')).toBeTruthy();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('shows the idle content while the query is disabled', () => {
    renderWithProviders(<Jobs fetcher={async () => envelope([])} enabled={false} />);
    expect(screen.getByText('Type to search')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('falls back to the generic message for errors without one', async () => {
    renderWithProviders(<Jobs fetcher={() => Promise.reject(new Error(''))} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Oops, something went wrong !');
  });
});

describe('isEmptyData', () => {
  it('looks inside the API envelope and paginated lists', () => {
    expect(isEmptyData(envelope([]))).toBe(true);
    expect(isEmptyData(envelope(['x']))).toBe(false);
    expect(isEmptyData({ code: 'SUCCESS', message: '', data: null })).toBe(true);
    expect(isEmptyData([])).toBe(true);
    expect(isEmptyData({ items: [] })).toBe(true);
    expect(isEmptyData({ title: 'Frontend Engineer' })).toBe(false);
    expect(isEmptyData(0)).toBe(false);
  });
});
