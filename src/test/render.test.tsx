import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, renderWithRouter } from './render';

function Where() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const search = useRouterState({ select: (s) => s.location.searchStr });
  return (
    <>
      <p>
        at {pathname}
        {search}
      </p>
      <Link to="/browse-jobs">Browse jobs</Link>
    </>
  );
}

function HasClient() {
  const client = useQueryClient();
  return <Button>{client.getDefaultOptions().queries?.retry === false ? 'no retries' : 'retries'}</Button>;
}

describe('test render helpers', () => {
  it('renders Mantine components with a query client that never retries', () => {
    renderWithProviders(<HasClient />);
    expect(screen.getByRole('button', { name: 'no retries' })).toBeTruthy();
  });

  it('renders at the requested path and follows links', async () => {
    const { router } = await renderWithRouter(<Where />, { path: '/job-detail?id=42' });
    expect(screen.getByText('at /job-detail?id=42')).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'Browse jobs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/browse-jobs'));
  });
});
