import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  GENERATED_HEADER,
  checkRoutesAgainstSpec,
  emitManifestFiles,
  emitManifestTs,
  loadManifest,
  validateManifest,
  type Manifest,
} from './manifest.ts';

const ROUTES_TXT = join(process.cwd(), '..', 'shared', 'spec', 'routes.txt');
/** The item at i, or a test failure. */
function at<T>(list: T[], i: number): T {
  const v = list[i];
  if (v === undefined) throw new Error(`no item ${i}`);
  return v;
}
const raw = (): Manifest => JSON.parse(readFileSync('contract/manifest.json', 'utf8')) as Manifest;
const manifest = loadManifest();
const tmp = mkdtempSync(join(tmpdir(), 'manifest-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('contract/manifest.json', () => {
  it('validates against its schema and the cross-checks', () => {
    expect(validateManifest(raw())).toEqual([]);
  });

  it('lists every route of routes.txt with the same audience, and nothing else', () => {
    expect(checkRoutesAgainstSpec(manifest, ROUTES_TXT)).toEqual([]);
    const lines = readFileSync(ROUTES_TXT, 'utf8')
      .split('\n')
      .filter((l) => l.trim() && !l.startsWith('#'));
    expect(manifest.routes).toHaveLength(lines.length);
    expect(manifest.routes.find((r) => r.path === '/robots.txt')?.audience).toBe('server');
  });

  it('uses the onboarding tag manager on exactly the three onboarding routes', () => {
    const onboarding = manifest.routes.filter((r) => r.tagManager === 'onboarding').map((r) => r.path);
    expect(onboarding.sort()).toEqual(['/onboarding', '/onboarding-otp', '/onboarding-steps']);
  });

  it('opens the chat socket on exactly the chat-related routes', () => {
    const chat = manifest.routes.filter((r) => r.chatSocket).map((r) => r.path);
    expect(chat.sort()).toEqual(
      [
        '/job-detail',
        '/job-detail/{slug}',
        '/jobsseekers/job-detail',
        '/employer/job-detail',
        '/employer/matched-candidate-detail',
        '/employer/searched-candidate-detail',
        '/jobsseekers/chat/{id}',
        '/employer/chat/{id}',
        '/employer/matched-candidate',
        '/employer/responses',
        '/employer/response-detail',
        '/employer/all-applicant',
        '/employer/smart-search',
      ].sort(),
    );
  });

  it('puts routes in their area', () => {
    const area = (p: string) => manifest.routes.find((r) => r.path === p)?.area;
    expect(area('/jobsseekers/login')).toBe('candidate');
    expect(area('/recommended-jobs')).toBe('candidate');
    expect(area('/employer')).toBe('employer');
    expect(area('/employer/profile/my-team')).toBe('employer');
    expect(area('/browse-jobs')).toBe('public');
    expect(area('/jobseekers-pricing-plans')).toBe('public');
  });

  it('keeps the tab indexes of the specification', () => {
    const idx = (list: Array<{ key: string; index: number }>) => Object.fromEntries(list.map((t) => [t.key, t.index]));
    expect(idx(manifest.tabs.employerAccount)).toEqual({
      overview: 0,
      profile: 1,
      myTeam: 2,
      myLicence: 3,
      reviews: 4,
      transactions: 5,
      changePassword: 6,
    });
    expect(manifest.tabs.employerAccount.map((t) => t.route)).toEqual([
      '/employer/profile/company-overview',
      '/employer/profile/my-profile',
      '/employer/profile/my-team',
      '/employer/profile/my-license',
      '/employer/profile/reviews',
      '/employer/profile/transaction',
      '/employer/profile/change-password',
    ]);
    expect(manifest.tabs.candidateProfile.map((t) => t.key)).toEqual([
      'myProfile',
      'experience',
      'education',
      'resume',
      'projects',
      'certifications',
    ]);
    expect(manifest.tabs.responses.map((t) => t.status)).toEqual([
      null,
      'APPLIED',
      'SHORTLIST',
      'IN_INTERVIEW',
      'HIRED',
      'REJECTED',
    ]);
  });

  it('has the navigation keys, block types and field types of the specification', () => {
    expect(manifest.nav.employer.map((n) => n.key)).toEqual([
      'home',
      'my-jobs',
      'smart-search',
      'all-applicants',
      'profile',
      'post-job',
    ]);
    expect(manifest.nav.candidate.map((n) => n.key)).toEqual([
      'all-jobs',
      'recommended-jobs',
      'my-jobs',
      'profile',
      'notification',
    ]);
    expect(manifest.blocks.map((b) => b.type)).toEqual([
      'text',
      'spotlight',
      'browse_jobs',
      'call_to_action',
      'signup_form',
      'job_alert',
      'apps_link',
      'html',
      'browse_companies',
      'employer_pricing',
      'job_seekers_pricing',
    ]);
    expect(manifest.fieldTypes.map((f) => f.type)).toEqual([
      'text',
      'number',
      'phone_number',
      'email',
      'password',
      'dropdown',
      'text_area',
      'date',
      'file',
      'checkbox',
      'toggle',
      'city',
      'country',
      'state',
      'resume_type',
      'url',
      'categories',
      'city_type',
    ]);
  });

  it('has profile completion weights that add up to 100', () => {
    const sum = Object.values(manifest.constants.profileCompletionWeights).reduce((a, b) => a + b, 0);
    expect(sum).toBe(100);
  });

  it('has unique feature flags, at least 90, every flag the specification names, and `default` always allowed', () => {
    const keys = manifest.featureFlags.map((f) => f.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThanOrEqual(90);
    const named = [
      'advanced_candidate_search',
      'resume_builder',
      'resume_parser',
      'ats',
      'chat',
      'bulk_job_upload',
      'job_email_alerts',
      'team_management',
      'coupons',
      'candidate_licence',
      'ai_job_recommendation',
      'social_login',
      'video_resume',
      'candidate_invitation',
      'company_reviews',
      'custom_domain_branding',
      'job_expiry',
      'job_posting_approval',
      'custom_fields',
    ];
    expect(named.filter((k) => !keys.includes(k))).toEqual([]);
    const def = manifest.featureFlags.find((f) => f.key === 'default');
    expect(def?.alwaysAllowed).toBe(true);
    expect(def?.tiers).toEqual(['trial', 'lite', 'plus', 'premium']);
    // `default`, and what the law requires whatever the plan, each with its reason.
    const always = manifest.featureFlags.filter((f) => f.alwaysAllowed);
    expect(always.map((f) => f.key)).toEqual(['default', 'profile_visibility', 'alert_unsubscribe', 'gdpr_export']);
    for (const f of always) expect(f.alwaysAllowedReason?.length).toBeGreaterThan(20);
  });

  it('holds the constants of the specification', () => {
    const c = manifest.constants;
    expect(c.toast).toEqual({
      successMs: 2000,
      otherMs: 3000,
      position: 'top-right',
      minWidthPx: 250,
      radiusPx: 8,
      defaultType: 'success',
    });
    expect(c.modal).toEqual({ maxWidth: '2xl', zIndex: 1200, closeOnClickOutside: false });
    expect(c.upload.maxBytes).toBe(26214400);
    expect(c.staleTimes).toEqual({
      shortMs: 30 * 60_000,
      mediumMs: 2 * 3_600_000,
      longMs: 24 * 3_600_000,
      weekMs: 7 * 86_400_000,
    });
    expect(c.messages.genericError).toBe('Oops, something went wrong !');
    expect(c.newAdminTier).toBe('Up to 5000 Candidates');
  });
});

describe('validateManifest', () => {
  const problemsOf = (mutate: (m: Manifest & Record<string, unknown>) => void): string[] => {
    const m = raw() as Manifest & Record<string, unknown>;
    mutate(m);
    return validateManifest(m);
  };

  it('refuses an unknown audience', () => {
    const problems = problemsOf((m) => {
      (m.routes[0] as unknown as Record<string, unknown>).audience = 'admin';
    });
    expect(problems.some((p) => p.startsWith('/routes/0/audience'))).toBe(true);
  });

  it('refuses a missing field', () => {
    const problems = problemsOf((m) => {
      delete (m.routes[3] as unknown as Record<string, unknown>).title;
    });
    expect(problems.some((p) => p.startsWith('/routes/3') && p.includes('title'))).toBe(true);
  });

  it('refuses an unknown property and a missing section', () => {
    expect(problemsOf((m) => (m.extra = true)).some((p) => p.includes('additional properties: extra'))).toBe(true);
    expect(
      problemsOf((m) => delete (m as Record<string, unknown>).constants).some((p) => p.includes('constants')),
    ).toBe(true);
  });

  it('refuses a duplicated route, a navKey of another role and a bad tab index', () => {
    const problems = problemsOf((m) => {
      m.routes.push({ ...at(m.routes, 0) });
      at(
        m.routes.filter((r) => r.path === '/employer/home'),
        0,
      ).navKey = 'all-jobs';
      at(m.tabs.candidateProfile, 2).index = 7;
    });
    expect(problems.some((p) => p.includes('path / is listed more than once'))).toBe(true);
    expect(problems.some((p) => p.includes('navKey all-jobs is not a key of nav.employer'))).toBe(true);
    expect(problems.some((p) => p.includes('/tabs/candidateProfile/2'))).toBe(true);
  });

  it('refuses flags without `default`, an always-allowed flag without its reason and weights that miss 100', () => {
    const problems = problemsOf((m) => {
      m.featureFlags = m.featureFlags.filter((f) => f.key !== 'default');
      at(m.featureFlags, 0).alwaysAllowed = true;
      m.constants.profileCompletionWeights.projects = 15;
    });
    expect(problems).toContain('/featureFlags: the `default` flag is missing');
    expect(problems.some((p) => p.includes('alwaysAllowedReason is given exactly when alwaysAllowed is true'))).toBe(
      true,
    );
    expect(problems).toContain('/constants/profileCompletionWeights add up to 105, not 100');
  });

  it('refuses block default settings that do not match the settings schema', () => {
    const problems = problemsOf((m) => {
      at(m.blocks, 0).defaultSettings = { body: 'Hello', align: 'justify' };
    });
    expect(problems.some((p) => p.startsWith('/blocks/0/defaultSettings/align'))).toBe(true);
  });

  it('makes loadManifest throw with every problem', () => {
    const m = raw() as unknown as { routes: Array<Record<string, unknown>> };
    at(m.routes, 0).audience = 'admin';
    delete at(m.routes, 1).chatSocket;
    writeFileSync(join(tmp, 'manifest.json'), JSON.stringify(m));
    copyFileSync('contract/manifest.schema.json', join(tmp, 'manifest.schema.json'));
    expect(() => loadManifest(tmp)).toThrow(
      /\/routes\/0\/audience[\s\S]*\/routes\/1 must have required property 'chatSocket'/,
    );
  });
});

describe('emitManifestTs', () => {
  const source = emitManifestTs(manifest);

  it('is deterministic', () => {
    expect(emitManifestTs(raw())).toBe(source);
    expect(emitManifestTs(structuredClone(manifest))).toBe(source);
  });

  it('starts with the do-not-edit header and exports the unions and tables', () => {
    expect(source.startsWith(`${GENERATED_HEADER}\n`)).toBe(true);
    for (const name of [
      'export type RoutePath =',
      'export type Audience =',
      'export type Area =',
      'export type NavKey =',
      'export type EmployerNavKey =',
      'export type CandidateNavKey =',
      'export type BlockType =',
      'export type FieldType =',
      'export type FeatureFlagKey =',
      'export const routes = {',
      'export const EMPLOYER_ACCOUNT_TAB = {',
      'export const CANDIDATE_PROFILE_TAB = {',
      'export const RESPONSES_TAB = {',
      'export const navKeys = {',
      'export const blocks = {',
      'export const fieldTypes = {',
      'export const featureFlags = {',
      'export const constants = {',
    ])
      expect(source).toContain(name);
    expect(source).not.toMatch(/(:|as|<)\s*any\b/);
    expect(source.endsWith('\n')).toBe(true);
  });

  it('runs: the tab constants, route table and route matcher work', async () => {
    const file = join(tmp, 'manifest.generated.ts');
    writeFileSync(file, source);
    const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as {
      EMPLOYER_ACCOUNT_TAB: Record<string, number>;
      RESPONSES_TAB: Record<string, number>;
      routes: Record<string, { tagManager: string; chatSocket: boolean }>;
      featureFlags: Record<string, { alwaysAllowed: boolean }>;
      matchRoute: (pathname: string) => string | null;
    };
    expect(mod.EMPLOYER_ACCOUNT_TAB.overview).toBe(0);
    expect(mod.EMPLOYER_ACCOUNT_TAB.changePassword).toBe(6);
    expect(mod.RESPONSES_TAB.inInterview).toBe(3);
    expect(mod.routes['/onboarding-otp']?.tagManager).toBe('onboarding');
    expect(mod.featureFlags.default?.alwaysAllowed).toBe(true);
    expect(mod.matchRoute('/job-detail/senior-staff-nurse-8f2c')).toBe('/job-detail/{slug}');
    expect(mod.matchRoute('/employer/chat/6f1c2b7e-3d4a-4c8e-9a0b-5e7f8a9b0c1d')).toBe('/employer/chat/{id}');
    expect(mod.matchRoute('/employer/')).toBe('/employer');
    expect(mod.matchRoute('/')).toBe('/');
    expect(mod.matchRoute('/no-such-page')).toBeNull();
  });
});

describe('emitManifestFiles', () => {
  const files = emitManifestFiles(manifest);
  const parts = Object.entries(files).filter(([path]) => path.startsWith('manifest-parts/'));

  it('splits the one module into parts that together declare each of its exports once', () => {
    const declared = (text: string) =>
      [...text.matchAll(/^export (?:type|interface|const|function) (\w+)/gm)].map((m) => m[1]);
    const whole = declared(emitManifestTs(manifest)).sort();
    const fromParts = parts.flatMap(([, text]) => declared(text)).sort();
    expect(fromParts).toEqual(whole);
    expect(files['manifest.ts']).toContain("export * from './manifest-parts/routes.ts';");
    for (const [, text] of parts) expect(text.startsWith(`${GENERATED_HEADER}\n`)).toBe(true);
  });

  it('keeps what the route guard needs apart from the page-builder blocks and the form field types', () => {
    const routes = files['manifest-parts/routes.ts'] ?? '';
    expect(routes).toContain('export const routes = {');
    expect(routes).not.toContain('export const blocks');
    expect(routes).not.toMatch(/^import (?!type )/m);
  });

  it('runs from its parts: the barrel re-exports every part', async () => {
    const dir = join(tmp, 'split');
    mkdirSync(join(dir, 'manifest-parts'), { recursive: true });
    for (const [path, text] of Object.entries(files)) writeFileSync(join(dir, path), text);
    const mod = (await import(/* @vite-ignore */ pathToFileURL(join(dir, 'manifest.ts')).href)) as {
      matchRoute: (pathname: string) => string | null;
      blocks: Record<string, { label: string }>;
      constants: Record<string, unknown>;
    };
    expect(mod.matchRoute('/job-detail/senior-staff-nurse-8f2c')).toBe('/job-detail/{slug}');
    expect(mod.blocks.text?.label).toBe('Text');
    expect(Object.keys(mod.constants).length).toBeGreaterThan(0);
  });
});
