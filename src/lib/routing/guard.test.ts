import { describe, expect, it } from 'vitest';
import type { Session } from '@/lib/session/session';
import { guardRedirect } from './guard';

const as = (role: 'candidate' | 'employer' | 'admin'): Session => ({
  token: 't',
  fetchedAt: 0,
  adminFor: null,
  admin: null,
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

  it('keeps the admin console for admins: guests to the login, others to their home', () => {
    expect(guardRedirect('/admin', null)).toBe('/employer/login');
    expect(guardRedirect('/admin/jobs', as('employer'))).toBe('/employer/home');
    expect(guardRedirect('/admin/audit-log', as('candidate'))).toBe('/browse-jobs');
    expect(guardRedirect('/admin/accounts', as('admin'))).toBeNull();
    expect(guardRedirect('/administrator', null)).toBeNull();
    const acting: Session = { ...as('employer'), adminFor: 'e1', admin: as('admin').user };
    expect(guardRedirect('/admin/accounts', acting)).toBeNull();
    expect(guardRedirect('/employer/my-jobs', acting)).toBeNull();
  });
});
