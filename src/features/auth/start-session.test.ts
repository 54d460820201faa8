import { describe, expect, it } from 'vitest';
import type { AuthUser } from '@generated/api/model';
import { destinationAfterSignIn } from './start-session';

const user = (over: Partial<AuthUser>): AuthUser => ({
  _id: '3b8f2a61-7c4d-4e9a-b1f0-6d2c8e5a9f14',
  firstName: 'Priya',
  lastName: 'Sharma',
  email: 'priya.sharma@gmail.com',
  role: 'candidate',
  companyName: null,
  kind: null,
  isProfileSetupDone: true,
  tourDone: true,
  ...over,
});

describe('destinationAfterSignIn', () => {
  it('sends a set-up user to the role’s home', () => {
    expect(destinationAfterSignIn(user({}))).toBe('/browse-jobs');
    expect(destinationAfterSignIn(user({ role: 'employer', kind: 1 }))).toBe('/employer/home');
  });

  it('sends a user whose setup is not done to the setup first, except team members', () => {
    expect(destinationAfterSignIn(user({ isProfileSetupDone: false }))).toBe('/jobsseekers/profile-setup');
    expect(destinationAfterSignIn(user({ role: 'employer', kind: 1, isProfileSetupDone: false }))).toBe(
      '/employer/company-profile-setup',
    );
    expect(destinationAfterSignIn(user({ role: 'employer', kind: 2, isProfileSetupDone: false }))).toBe(
      '/employer/home',
    );
  });
});
