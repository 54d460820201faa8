import { describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session/session';
import { guardRedirect } from './guard';

const as = (role: 'candidate' | 'employer'): Session => ({
  token: 't',
  fetchedAt: 0,
  adminFor: null,
  user: { firstName: 'Priya', lastName: 'Raman', email: 'p@example.com', role, companyName: null },
});

describe('route guards from the manifest', () => {
  it('sends a logged-out user from a page that needs login to the index route', () => {
    expect(guardRedirect('/jobsseekers/profile', null)).toBe('/');
    expect(guardRedirect('/employer/chat/42', null)).toBe('/');
  });

  it('sends a logged-in user away from guest-only pages to their home', () => {
    expect(guardRedirect('/jobsseekers/login', as('candidate'))).toBe('/browse-jobs');
    expect(guardRedirect('/employer/login', as('employer'))).toBe('/employer/home');
  });

  it('keeps candidates and employers in their own trees', () => {
    expect(guardRedirect('/employer/my-jobs', as('candidate'))).toBe('/browse-jobs');
    expect(guardRedirect('/jobsseekers/my-jobs', as('employer'))).toBe('/employer/home');
    expect(guardRedirect('/jobsseekers/my-jobs', as('candidate'))).toBeNull();
  });

  it('lets anyone open public pages', () => {
    expect(guardRedirect('/browse-jobs', null)).toBeNull();
    expect(guardRedirect('/job-detail/senior-frontend-engineer', as('employer'))).toBeNull();
    expect(guardRedirect('/employer/pricing-and-plans', null)).toBeNull();
  });
});
