import { fireEvent, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { configureHttp } from '@/lib/api/http';
import { renderWithProviders } from '@/test/render';
import { DocumentPreview, DocumentPreviewModal } from './document-preview';

const origin = window.location.origin;
const server = setupServer();
const settings = getGetTenantSettingsResponseMock();
/** The board's features as a guest reads them: previews (resume_preview) or not. */
const previews = (on: boolean) =>
  getGetTenantSettingsMockHandler({
    ...settings,
    data: { ...settings.data, features: on ? ['default', 'resume_preview'] : ['default'] },
  });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureHttp({ origin: 'http://jobs.test', getToken: () => undefined, onFailure: vi.fn() });
  server.use(previews(true));
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('DocumentPreview', () => {
  it('plays videos in a video element', async () => {
    const { container } = renderWithProviders(<DocumentPreview url="/files/intro.webm" name="Intro video.webm" />);
    await screen.findByText('Intro video.webm');
    const video = container.querySelector('video');
    expect(video?.getAttribute('src')).toBe('/files/intro.webm');
    expect(video?.hasAttribute('controls')).toBe(true);
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('shows PDFs from the same origin in an iframe, with a new-tab link', async () => {
    renderWithProviders(<DocumentPreview url="/files/ab12.pdf" name="Offer letter.pdf" />);
    const frame = await screen.findByTitle('Offer letter.pdf (PDF)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('/files/ab12.pdf');
    expect(screen.getByRole('link', { name: 'Open in new tab' }).getAttribute('href')).toBe('/files/ab12.pdf');
  });

  it('shows Word documents through the online viewer with the absolute file url, and a download link', async () => {
    renderWithProviders(<DocumentPreview url="/files/cv.docx" name="Priya Sharma CV.docx" />);
    const frame = await screen.findByTitle('Priya Sharma CV.docx (Word document)');
    const src = new URL(frame.getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe('https://view.officeapps.live.com/op/embed.aspx');
    expect(src.searchParams.get('src')).toBe(`${origin}/files/cv.docx`);
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toBe('/files/cv.docx');
    expect(download.getAttribute('download')).toBe('Priya Sharma CV.docx');
  });

  it('shows images with their name as alternative text', async () => {
    renderWithProviders(<DocumentPreview url="/files/logo.svg" name="Company logo" />);
    expect((await screen.findByRole('img', { name: 'Company logo' })).getAttribute('src')).toBe('/files/logo.svg');
  });

  it('picks the viewer from the mime type when the url has no extension', async () => {
    renderWithProviders(<DocumentPreview url="/files/ab12" name="scan" mimeType="application/pdf" />);
    expect((await screen.findByTitle('scan (PDF)')).tagName).toBe('IFRAME');
  });

  it('offers the download only, saying why, on a board whose plan has no previews', async () => {
    server.use(previews(false));
    const { container } = renderWithProviders(<DocumentPreview url="/files/ab12.pdf" name="Offer letter.pdf" />);
    expect(await screen.findByText(/Previews are not part of this job board’s plan/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/files/ab12.pdf');
    expect(container.querySelector('iframe, video, img')).toBeNull();
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
