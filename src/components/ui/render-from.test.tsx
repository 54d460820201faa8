import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { screenWidth } from '@/test/screen-width';
import { RenderFrom } from './render-from';

describe('RenderFrom', () => {
  afterEach(() => vi.restoreAllMocks());

  it('builds its part on a screen as wide as the breakpoint', () => {
    screenWidth(1280);
    renderWithProviders(
      <RenderFrom from="md">
        <aside aria-label="Filters">filters</aside>
      </RenderFrom>,
    );
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeTruthy();
  });

  it('builds nothing on a narrower screen, and its part once the screen widens', async () => {
    const widen = screenWidth(390);
    // The part suspends until the screen widens: React's test mode wants that render awaited.
    await act(async () =>
      renderWithProviders(
        <RenderFrom from="md">
          <aside aria-label="Filters">filters</aside>
        </RenderFrom>,
      ),
    );
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    await act(async () => widen(1024));
    expect(await screen.findByRole('complementary', { name: 'Filters' })).toBeTruthy();
  });
});
