import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID } from '@shared/branding/boot.ts';
import { forgetBoardBoot } from '@/lib/branding/board-boot';
import { jobWords, jobWordsTemplate } from './job-words';

function boot(jobHeading: unknown) {
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = BOOT_ELEMENT_ID;
  const colors = {
    primary: '#0b5fff',
    secondary: '#14213d',
    accent: '#fca311',
    background: '#ffffff',
    text: '#1f2933',
  };
  el.textContent = JSON.stringify({ name: 'Acme', logoUri: null, colors, jobHeading });
  document.head.append(el);
  forgetBoardBoot();
}

afterEach(() => {
  document.getElementById(BOOT_ELEMENT_ID)?.remove();
  forgetBoardBoot();
});

describe('the board’s word for "Job" in the app’s texts', () => {
  it('leaves texts alone without a boot record (fixture mode, tests)', () => {
    expect(jobWords('Post a job')).toBe('Post a job');
  });

  it('replaces job and jobs in every case, and only the fixed parts of a template', () => {
    boot({ singular: 'Role', plural: 'Roles' });
    expect(jobWords('Browse jobs')).toBe('Browse roles');
    expect(jobWords('Job alerts · JOBS · Post a job')).toBe('Role alerts · ROLES · Post a role');
    expect(jobWords('Jobsite and hobjob stay')).toBe('Jobsite and hobjob stay');
    expect(jobWords('Other open jobs. Feed at https://x.com/jobs.xml or /job-detail/a, browse-jobs')).toBe(
      'Other open roles. Feed at https://x.com/jobs.xml or /job-detail/a, browse-jobs',
    );
    const company = 'Jobs Inc';
    expect(jobWordsTemplate`Jobs at ${company}`).toBe('Roles at Jobs Inc');
  });

  it('ignores a malformed record rather than trusting it', () => {
    boot({ singular: '<img src=x onerror=alert(1)>', plural: 'Roles' });
    expect(jobWords('Browse jobs')).toBe('Browse jobs');
  });
});
