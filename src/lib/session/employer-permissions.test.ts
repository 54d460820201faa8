import { describe, expect, it } from 'vitest';
import { getGetEmployerQueryKey, getLogoutEmployerUrl } from '@generated/api/employer/employer';
import { EMPLOYER_VIEW_KEY } from './employer-permissions';
import { EMPLOYER_LOGOUT } from './logout';

describe('employer calls named by path outside the generated module', () => {
  it('are the generated ones', () => {
    expect(EMPLOYER_VIEW_KEY).toEqual(getGetEmployerQueryKey());
    expect(EMPLOYER_LOGOUT).toBe(getLogoutEmployerUrl());
  });
});
