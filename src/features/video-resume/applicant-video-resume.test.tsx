import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  getGetApplicantVideoResumeMockHandler,
  getGetApplicantVideoResumeResponseMock,
} from '@generated/api/video-resume/video-resume.msw';
import { useFeature } from '@/lib/plans/use-feature';
import { renderWithRouter } from '@/test/render';
import { ApplicantVideoResume } from './applicant-video-resume';
import { setupFeatureTest } from '@/test/feature-test';

const { server, plan, signIn } = setupFeatureTest('video_resume');
const APPLICATION = 'ec7e398f-df73-44c0-a998-c447cbe7a3b0';

/** Says when the licence map has been read, so a test can tell "hidden" from "not yet shown". */
function PlanRead() {
  return useFeature('video_resume').isLoading ? null : <p>plan read</p>;
}

describe('an applicant’s video resume', () => {
  it('plays the video with its poster for an employer whose plan has video_resume', async () => {
    plan(true);
    signIn('employer');
    server.use(getGetApplicantVideoResumeMockHandler(getGetApplicantVideoResumeResponseMock()));
    await renderWithRouter(<ApplicantVideoResume applicationId={APPLICATION} />);
    const player = await screen.findByLabelText('Video resume of the applicant');
    expect(player.getAttribute('src')).toMatch(/\/client\/api\/v1\/video-resume\/media\//);
    expect(player.hasAttribute('controls')).toBe(true);
    expect(screen.getByRole('heading', { name: 'Video resume' })).toBeTruthy();
    expect(screen.getByText('0:58')).toBeTruthy();
  });

  it('says so when the applicant has none', async () => {
    plan(true);
    signIn('employer');
    server.use(getGetApplicantVideoResumeMockHandler({ code: 'SUCCESS', message: 'Success', data: { video: null } }));
    await renderWithRouter(<ApplicantVideoResume applicationId={APPLICATION} />);
    expect(await screen.findByText('This applicant has not added a video resume.')).toBeTruthy();
  });

  it('shows nothing without the plan’s video_resume', async () => {
    plan(false);
    signIn('employer');
    const { container } = await renderWithRouter(
      <>
        <ApplicantVideoResume applicationId={APPLICATION} />
        <PlanRead />
      </>,
    );
    await screen.findByText('plan read');
    expect(screen.queryByRole('heading', { name: 'Video resume' })).toBeNull();
    expect(container.querySelector('video')).toBeNull();
  });
});
