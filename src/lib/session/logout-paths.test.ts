import { describe, expect, it } from 'vitest';
import { getLogoutCandidateUrl } from '@generated/api/candidate-profile/candidate-profile';
import { CANDIDATE_LOGOUT } from './logout';

describe('the candidate logout named by path outside the generated module', () => {
  it('is the generated one', () => {
    expect(CANDIDATE_LOGOUT).toBe(getLogoutCandidateUrl());
  });
});
