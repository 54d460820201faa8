// Test data from the contract's own examples (the generated mocks), with overrides.
import { getApplyToJobResponseMock, getListLikedJobsResponseMock } from '@generated/api/applying/applying.msw';
import { getListApplicationsResponseMock } from '@generated/api/pipeline/pipeline.msw';
import { getGetCandidateProfileResponseMock } from '@generated/api/candidate-profile/candidate-profile.msw';
import { getGetJobResponseMock } from '@generated/api/jobs-discovery/jobs-discovery.msw';
import type { Application, CandidateProfile, Job, JobTrack } from '@generated/api/model';
import { HttpResponse } from 'msw';

/** The value, which a test relies on being there. */
export function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('Expected a value in the test data');
  return value;
}

export function first<T>(items: readonly T[]): T {
  return present(items[0]);
}

export const JOB_ID = '2e815d37-448b-4a9e-b823-130fe2d5d95a';
export const FUTURE = '2099-01-01T00:00:00.000Z';

/** The contract's job, open (no expiry in the past) and without questions unless given. */
export function aJob(overrides: Partial<Job> = {}): Job {
  return {
    ...getGetJobResponseMock().data,
    expiresAt: FUTURE,
    questions: [],
    isApplied: false,
    isSaved: false,
    ...overrides,
  };
}

export function exampleQuestions(): Job['questions'] {
  return getGetJobResponseMock().data.questions;
}

export function aProfile(overrides: Partial<CandidateProfile> = {}): CandidateProfile {
  return { ...getGetCandidateProfileResponseMock().data, ...overrides };
}

export function anApplication(overrides: Partial<Application> = {}): Application {
  return { ...getApplyToJobResponseMock().data, ...overrides };
}

export function aListedApplication(overrides: Partial<Application> = {}): Application {
  return { ...first(getListApplicationsResponseMock().data.items), ...overrides };
}

export function aSavedJob(overrides: Partial<JobTrack> = {}): JobTrack {
  return { ...first(getListLikedJobsResponseMock().data.items), ...overrides };
}

export function envelope<T>(data: T) {
  return { code: 'SUCCESS' as const, message: 'Success', data };
}

export function page<T>(items: T[], { page = 1, limit = 10, total = items.length } = {}) {
  return envelope({ items, pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) } });
}

export function failure(status: number, message: string, code = 'ERROR') {
  return HttpResponse.json({ code, message, data: null }, { status });
}
