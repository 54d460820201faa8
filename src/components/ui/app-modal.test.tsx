import { Button } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { AppModal } from './app-modal';

function open(props: Partial<Parameters<typeof AppModal>[0]> = {}) {
  const onClose = vi.fn();
  const result = renderWithProviders(
    <AppModal opened onClose={onClose} title="Delete job alert" footer={<Button>Delete</Button>} {...props}>
      <p>The alert for Frontend Engineer in Pune will stop.</p>
    </AppModal>,
  );
  return { onClose, ...result };
}

describe('AppModal', () => {
  it('shows title, body and footer in a dialog named by its title', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Delete job alert' });
    expect(dialog.textContent).toContain('The alert for Frontend Engineer in Pune will stop.');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('does not close on a click outside', () => {
    const { onClose, container } = open();
    const overlay = container.ownerDocument.querySelector('.mantine-Modal-overlay');
    expect(overlay).toBeTruthy();
    if (overlay) {
      fireEvent.mouseDown(overlay);
      fireEvent.click(overlay);
    }
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on the close button', () => {
    const { onClose } = open();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape', () => {
    const { onClose } = open();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('sits on layer 1200 with the 2xl width (672 px) by default', () => {
    const { container } = open();
    const root = container.ownerDocument.querySelector<HTMLElement>('.mantine-Modal-root');
    // Mantine writes sizes in rem: 42rem is 672 px.
    expect(root?.style.getPropertyValue('--modal-size')).toBe('calc(42rem * var(--mantine-scale))');
    expect(root?.style.getPropertyValue('--mb-z-index')).toBe('1200');
  });

  it('can go without a close button and a title, named by aria-label', () => {
    open({ withCloseButton: false, title: undefined, 'aria-label': 'Preview' });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Preview' })).toBeTruthy();
  });

  it('renders nothing when closed', () => {
    open({ opened: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
