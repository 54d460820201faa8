import { describe, expect, it } from 'vitest';
import { isReachable, nextStep, previousStep, resumeStep } from './steps';
import { validateJobIdSearch } from './search';

describe('posting steps', () => {
  it('moves forward and back through the nine screens', () => {
    expect(nextStep('job-type').path).toBe('/employer/job-description');
    expect(previousStep('job-description').path).toBe('/employer/job-type');
    expect(previousStep('job-type').path).toBe('/employer/job-type');
  });

  it('resumes a draft after its last saved screen, stopping at the review', () => {
    expect(resumeStep('location').key).toBe('benefits');
    expect(resumeStep('additional-question').key).toBe('job-post-verification');
    expect(resumeStep('job-post-verification').key).toBe('job-post-verification');
  });

  it('lets the progress bar open only screens the draft has reached', () => {
    expect(isReachable('job-type', undefined)).toBe(true);
    expect(isReachable('location', undefined)).toBe(false);
    expect(isReachable('job-post', 'job-description')).toBe(true);
    expect(isReachable('location', 'job-description')).toBe(false);
  });

  it('keeps only a well-formed job id from the URL', () => {
    expect(validateJobIdSearch({ jobId: 'abc-123', other: 1 })).toEqual({ jobId: 'abc-123' });
    expect(validateJobIdSearch({ jobId: '<script>' })).toEqual({});
    expect(validateJobIdSearch({})).toEqual({});
  });
});
