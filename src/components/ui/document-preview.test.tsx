import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DocumentPreview, DocumentPreviewModal } from './document-preview';

const origin = window.location.origin;

describe('DocumentPreview', () => {
  it('plays videos in a video element', () => {
    const { container } = renderWithProviders(<DocumentPreview url="/files/intro.webm" name="Intro video.webm" />);
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/files/intro.webm');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows PDFs from the same origin in an iframe, with a new-tab link', () => {
    renderWithProviders(<DocumentPreview url="/files/ab12.pdf" name="Offer letter.pdf" />);
    const frame = screen.getByTitle('Offer letter.pdf (PDF)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/files/ab12.pdf');
    expect(screen.getByRole('link', { name: 'Open in new tab' }).getAttribute('href')).toBe('/files/ab12.pdf');
  });

  it('shows Word documents through the online viewer with the absolute file url, and a download link', () => {
    renderWithProviders(<DocumentPreview url="/files/cv.docx" name="Priya Sharma CV.docx" />);
    const frame = screen.getByTitle('Priya Sharma CV.docx (Word document)');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe('https://view.officeapps.live.com/op/embed.aspx');
    expect(src.searchParams.get('src')).toBe(`${origin}/files/cv.docx`);
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe('/files/cv.docx');
    expect(download.getAttribute('download')).toBe('Priya Sharma CV.docx');
  });

  it('shows images with their name as alternative text', () => {
    renderWithProviders(<DocumentPreview url="/files/logo.svg" name="Company logo" />);
    expect(screen.getByRole('img', { name: 'Company logo' }).getAttribute('src')).toBe('/files/logo.svg');
  });

  it('picks the viewer from the mime type when the url has no extension', () => {
    renderWithProviders(<DocumentPreview url="/files/ab12" name="scan" mimeType="application/pdf" />);
    expect(screen.getByTitle('scan (PDF)').tagName).toBe('IFRAME');
  });

  it('offers a download card for other types', () => {
    const { container } = renderWithProviders(<DocumentPreview url="/files/portfolio.zip" />);
    expect(screen.getByText('portfolio.zip')).toBeTruthy();
    expect(screen.getByText(/cannot be previewed/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/files/portfolio.zip');
    expect(container.querySelector('iframe, video, img')).toBeNull();
  });
});

describe('DocumentPreviewModal', () => {
  it('opens titled with the file name while a file is given, and closes on the close button', () => {
    const onClose = vi.fn();
    const { rerender } = renderWithProviders(<DocumentPreviewModal file={null} onClose={onClose} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<DocumentPreviewModal file={{ url: '/files/ab12.pdf', name: 'Offer letter.pdf' }} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: 'Offer letter.pdf' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
