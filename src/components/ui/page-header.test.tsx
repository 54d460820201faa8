import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('gives the screen its h1, subtitle and actions', () => {
    renderWithProviders(
      <PageHeader title="My jobs" subtitle="12 active, 3 paused" actions={<Button>Post a job</Button>} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My jobs' })).toBeTruthy();
    expect(screen.getByText('12 active, 3 paused')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Post a job' })).toBeTruthy();
  });
});
