import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PaginationBar } from './pagination-bar';

function setup(props: { page?: number; limit?: number; total?: number } = {}) {
  const onChange = vi.fn();
  renderWithProviders(<PaginationBar page={2} limit={10} total={134} onChange={onChange} {...props} />);
  return { onChange };
}

describe('PaginationBar', () => {
  it('shows the range of the current page', () => {
    setup();
    expect(screen.getByText('Showing 11–20 of 134')).toBeTruthy();
  });

  it('marks the current page and moves to a clicked page', () => {
    const { onChange } = setup();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Page 14' }));
    expect(onChange).toHaveBeenCalledWith({ page: 14, limit: 10 });
  });

  it('moves with the previous and next controls', () => {
    const { onChange } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 3, limit: 10 });
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, limit: 10 });
  });

  it('offers page sizes 10 to 50 and keeps the first visible item when the size changes', () => {
    const { onChange } = setup({ page: 5, limit: 10 });
    const select = screen.getByLabelText('Per page');
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.value)).toEqual([
      '10',
      '20',
      '30',
      '40',
      '50',
    ]);
    // Page 5 starts at item 41, which is on page 3 at 20 per page.
    fireEvent.change(select, { target: { value: '20' } });
    expect(onChange).toHaveBeenCalledWith({ page: 3, limit: 20 });
  });

  it('hides the page buttons for a single page and says when there are no results', () => {
    setup({ page: 1, total: 0 });
    expect(screen.getByText('No results')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
  });
});
