import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import {
  getDeleteVideoResumeMockHandler,
  getGetMyVideoResumeMockHandler,
  getGetMyVideoResumeResponseMock,
  getUploadVideoResumeMockHandler,
  getUploadVideoResumeResponseMock,
} from '@generated/api/video-resume/video-resume.msw';
import { renderWithRouter } from '@/test/render';
import { MyVideoResume } from './my-video-resume';
import { setupFeatureTest } from '@/test/feature-test';

// jsdom decodes no video, so no frame can be drawn: the upload goes without a poster.
vi.mock('./poster-frame', () => ({ posterFrame: () => Promise.resolve(null) }));

const { server, plan, signIn } = setupFeatureTest('video_resume');
const none = { code: 'SUCCESS' as const, message: 'Success', data: { video: null } };

const chooseFile = (file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
};

describe('the candidate’s video resume', () => {
  it('offers the upgrade without the plan’s video_resume', async () => {
    plan(false);
    signIn('candidate');
    await renderWithRouter(<MyVideoResume />);
    expect(await screen.findByText('Video resume is not in your plan')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /upload a video/i })).toBeNull();
  });

  it('uploads a chosen video and then plays it', async () => {
    plan(true);
    signIn('candidate');
    const sent: string[] = [];
    server.use(
      getGetMyVideoResumeMockHandler(none),
      getUploadVideoResumeMockHandler(({ request }) => {
        sent.push(`${request.method} ${request.headers.get('content-type')?.split(';')[0]}`);
        return getUploadVideoResumeResponseMock();
      }),
    );
    await renderWithRouter(<MyVideoResume />);
    expect(await screen.findByText('No video resume yet')).toBeTruthy();
    chooseFile(new File(['webm bytes'], 'hello.webm', { type: 'video/webm' }));
    const player = await screen.findByLabelText('Your video resume');
    expect(player.tagName).toBe('VIDEO');
    expect(player.getAttribute('src')).toMatch(/^http:\/\/jobs\.test\/client\/api\/v1\/video-resume\/media\//);
    expect(player.getAttribute('poster')).toMatch(/video-resume\/media\//);
    expect(sent).toEqual(['POST multipart/form-data']);
  });

  it('refuses a file that is not a video before sending it', async () => {
    plan(true);
    signIn('candidate');
    server.use(getGetMyVideoResumeMockHandler(none));
    await renderWithRouter(<MyVideoResume />);
    await screen.findByText('No video resume yet');
    chooseFile(new File(['text'], 'notes.txt', { type: 'text/plain' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/not an MP4 or WebM video/);
  });

  it('says what the server refused', async () => {
    plan(true);
    signIn('candidate');
    server.use(
      getGetMyVideoResumeMockHandler(none),
      http.post('*/client/api/v1/video-resume', () =>
        HttpResponse.json(
          {
            code: 'ERROR',
            message: 'file must be at most 120 seconds long (it is 300)',
            data: { fields: [{ field: 'body.file', message: 'file must be at most 120 seconds long (it is 300)' }] },
          },
          { status: 400 },
        ),
      ),
    );
    await renderWithRouter(<MyVideoResume />);
    await screen.findByText('No video resume yet');
    chooseFile(new File(['webm'], 'long.webm', { type: 'video/webm' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/at most 120 seconds long/);
  });

  it('removes the video', async () => {
    plan(true);
    signIn('candidate');
    server.use(getGetMyVideoResumeMockHandler(getGetMyVideoResumeResponseMock()), getDeleteVideoResumeMockHandler());
    await renderWithRouter(<MyVideoResume />);
    await screen.findByLabelText('Your video resume');
    fireEvent.click(screen.getByRole('button', { name: 'Remove video' }));
    await waitFor(() => expect(screen.queryByLabelText('Your video resume')).toBeNull());
    expect(screen.getByText('No video resume yet')).toBeTruthy();
  });

  it('says when the video could not be loaded', async () => {
    plan(true);
    signIn('candidate');
    server.use(
      http.get('*/client/api/v1/video-resume', () =>
        HttpResponse.json({ code: 'ERROR', message: 'x', data: null }, { status: 500 }),
      ),
    );
    await renderWithRouter(<MyVideoResume />);
    expect(await screen.findByText('We could not load your video resume')).toBeTruthy();
  });
});
