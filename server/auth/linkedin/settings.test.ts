// The pure parts of LinkedIn sign-in: which app a board's settings name, where LinkedIn sends the
// browser back, and how the ID token's claims become the account's profile.
import { describe, expect, it } from 'vitest';
import type { Tenant } from '../../http/context.ts';
import { profileOf } from './sign-in.ts';
import { linkedinKeysOf, redirectUriOf } from './settings.ts';

const tenant = (host: string, settings: Record<string, unknown> = {}): Tenant => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Acme Careers',
  slug: 'acme',
  status: 'active',
  subscription: 'PREMIUM_YEALY',
  tier: 'premium',
  settings,
  appearance: {},
  host,
  primaryHost: host,
});

describe('LinkedIn settings', () => {
  it('needs both the client id and the secret', () => {
    expect(linkedinKeysOf(tenant('acme.test'))).toBeNull();
    expect(linkedinKeysOf(tenant('acme.test', { linkedin: { clientId: '86y2kq0w5rnv1d' } }))).toBeNull();
    expect(linkedinKeysOf(tenant('acme.test', { linkedin: { clientId: ' 86y2 ', clientSecret: 's3cr3t' } }))).toEqual({
      clientId: '86y2',
      clientSecret: 's3cr3t',
    });
    expect(linkedinKeysOf(tenant('acme.test', { linkedin: 'on' }))).toBeNull();
  });

  it("sends the browser back to the login page of the host it came from, over https but on a developer's machine", () => {
    const req = (host: string, protocol: 'http' | 'https' = 'http') => ({ protocol, headers: { host } });
    expect(redirectUriOf(tenant('careers.brightlane.in'), req('careers.brightlane.in'))).toBe(
      'https://careers.brightlane.in/jobsseekers/login',
    );
    expect(redirectUriOf(tenant('globex.localhost'), req('globex.localhost:3000'))).toBe(
      'http://globex.localhost:3000/jobsseekers/login',
    );
    expect(redirectUriOf(tenant('localhost'), req('localhost', 'https'))).toBe('https://localhost/jobsseekers/login');
  });
});

describe('the profile read from the ID token', () => {
  it('takes LinkedIn\'s "true" string as verified, lower-cases the e-mail and tidies the names', () => {
    expect(
      profileOf({
        sub: 'x1',
        email: ' Priya.Sharma@Gmail.com ',
        email_verified: 'true',
        given_name: '  Priya   Devi ',
        family_name: 'S'.repeat(80),
      }),
    ).toEqual({
      subject: 'x1',
      email: 'priya.sharma@gmail.com',
      emailVerified: true,
      firstName: 'Priya Devi',
      lastName: 'S'.repeat(50),
    });
    expect(profileOf({ sub: 'x2', email_verified: 'false' })).toMatchObject({ email: null, emailVerified: false });
    expect(profileOf({ sub: 'x3', email: 'a@b.co', email_verified: 1 })).toMatchObject({ emailVerified: false });
  });
});
