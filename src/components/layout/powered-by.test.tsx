// The footer's credit: the installation's name, linked to its site when it has one, on a board
// without white label; nothing at all on a white-labelled board.
import { Text } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PoweredBy } from './powered-by';

afterEach(cleanup);

const footer = (credit: Parameters<typeof PoweredBy>[0]['credit']) =>
  renderWithProviders(
    <Text data-testid="footer">
      © 2026 Northwind Careers
      <PoweredBy credit={credit} />
    </Text>,
  );

describe('the footer’s credit', () => {
  it('names the installation and links to its site', () => {
    footer({ name: 'Jobboard', url: 'https://jobboard.example' });
    expect(screen.getByTestId('footer').textContent).toBe('© 2026 Northwind Careers · Powered by Jobboard');
    expect(screen.getByRole('link', { name: 'Jobboard' }).getAttribute('href')).toBe('https://jobboard.example');
  });

  it('names it without a link when the installation has no site', () => {
    footer({ name: 'Jobboard', url: null });
    expect(screen.getByTestId('footer').textContent).toContain('Powered by Jobboard');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says nothing on a white-labelled board', () => {
    footer(null);
    expect(screen.getByTestId('footer').textContent).toBe('© 2026 Northwind Careers');
  });
});
