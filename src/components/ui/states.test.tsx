import { Button } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

describe('EmptyState', () => {
  it('shows title, text and the action', () => {
    renderWithProviders(
      <EmptyState
        title="No saved jobs"
        text="Save jobs to compare them later."
        action={<Button>Browse jobs</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No saved jobs' })).toBeTruthy();
    expect(screen.getByText('Save jobs to compare them later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse jobs' })).toBeTruthy();
  });
});

describe('LoadingState', () => {
  it('announces loading and draws the requested number of rows', () => {
    renderWithProviders(<LoadingState rows={5} label="Loading applicants…" />);
    expect(screen.getByRole('status').textContent).toContain('Loading applicants…');
    expect(screen.getAllByTestId('loading-row')).toHaveLength(5);
  });
});

describe('ErrorState', () => {
  it('announces the error and retries on request', () => {
    const onRetry = vi.fn();
    renderWithProviders(<ErrorState message="The server did not answer." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The server did not answer.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without a handler', () => {
    renderWithProviders(<ErrorState />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
