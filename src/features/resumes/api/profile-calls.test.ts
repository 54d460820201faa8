// The resume screens call three candidate-profile operations by path (profile-calls.ts says why);
// these are the generated paths and query key.
import { describe, expect, it } from 'vitest';
import {
  getGetCandidateProfileQueryKey,
  getGetCandidateProfileUrl,
  getImportJsonResumeUrl,
  getInitCandidateProfileUrl,
} from '@generated/api/candidate-profile/candidate-profile';
import {
  CANDIDATE_PROFILE_KEY,
  CANDIDATE_PROFILE_PATH,
  IMPORT_JSON_RESUME_PATH,
  INIT_PROFILE_PATH,
} from './profile-calls';

describe('the candidate-profile calls of the resume screens', () => {
  it('use the generated paths and query key', () => {
    expect(CANDIDATE_PROFILE_PATH).toBe(getGetCandidateProfileUrl());
    expect(INIT_PROFILE_PATH).toBe(getInitCandidateProfileUrl());
    expect(IMPORT_JSON_RESUME_PATH).toBe(getImportJsonResumeUrl());
    expect([...CANDIDATE_PROFILE_KEY]).toEqual([...getGetCandidateProfileQueryKey()]);
  });
});
