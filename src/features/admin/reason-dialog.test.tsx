// The reason's error: not when the field, focused as the dialog opens, is left without typing (a
// click on a choice above it), but when the decision is tried without one, or the typed reason is
// cleared and left.
import { Checkbox } from '@mantine/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ReasonDialog } from './reason-dialog';

const MISSING = 'Say why; it is kept in the audit log';

function Decision({ onConfirm }: { onConfirm: (reason: string) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <ReasonDialog
      opened
      title="Act on the report"
      description="Kept in the audit log."
      missing={MISSING}
      confirmLabel="Act"
      busy={false}
      onClose={() => undefined}
      onConfirm={onConfirm}
    >
      <Checkbox label="Remove the message" checked={checked} onChange={(e) => setChecked(e.currentTarget.checked)} />
    </ReasonDialog>
  );
}

describe('ReasonDialog', () => {
  it('says nothing when the focused field is left for a choice above it', async () => {
    renderWithProviders(<Decision onConfirm={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.blur(field);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remove the message' }));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Remove the message' }).checked).toBe(true);
    expect(screen.queryByText(MISSING)).toBeNull();
  });

  it('says the reason is missing when the decision is tried, or a typed one is cleared and left', async () => {
    const onConfirm = vi.fn();
    const { unmount } = renderWithProviders(<Decision onConfirm={onConfirm} />);
    fireEvent.click(screen.getByRole('button', { name: 'Act' }));
    expect(screen.queryByText(MISSING)).not.toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    unmount();

    renderWithProviders(<Decision onConfirm={onConfirm} />);
    const field = screen.getByRole('textbox', { name: /Reason/ });
    fireEvent.change(field, { target: { value: 'x' } });
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(screen.queryByText(MISSING)).not.toBeNull();
    fireEvent.change(field, { target: { value: ' Spam ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Act' }));
    expect(onConfirm).toHaveBeenCalledWith('Spam');
  });
});
