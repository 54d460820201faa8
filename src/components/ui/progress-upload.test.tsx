import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ProgressUpload } from './progress-upload';

describe('ProgressUpload', () => {
  it('shows the label and the rounded percentage, on the progress bar too', () => {
    renderWithProviders(<ProgressUpload value={41.6} label="Uploading video-resume.mp4" description="18 MB" />);
    expect(screen.getByText('Uploading video-resume.mp4')).toBeTruthy();
    expect(screen.getByText('42%')).toBeTruthy();
    expect(screen.getByText('18 MB')).toBeTruthy();
    const bar = screen.getByRole('progressbar', { name: 'Uploading video-resume.mp4' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuetext')).toBe('42%');
    // Only the progressbar carries progressbar attributes (axe: aria-allowed-attr).
    expect(document.querySelectorAll('[aria-valuetext]')).toHaveLength(1);
  });

  it('clamps values outside 0–100', () => {
    const { rerender } = renderWithProviders(<ProgressUpload value={140} label="Import" />);
    expect(screen.getByText('100%')).toBeTruthy();
    rerender(<ProgressUpload value={-5} label="Import" />);
    expect(screen.getByText('0%')).toBeTruthy();
  });
});
