// The demo installation: two tenants on local hosts, how much each holds, and the demo accounts
// that `npm start` prints. Every seeded account shares the one documented demo password.

/** Satisfies the password rule (upper, lower, digit, one of @$^~!%*#?&, 8+ characters). */
export const DEMO_PASSWORD = 'Demo@2026!';

export const DEMO_EMAILS = {
  candidate: 'candidate@demo.jobboard.local',
  employer: 'employer@demo.jobboard.local',
  teamMember: 'team@demo.jobboard.local',
  admin: 'admin@demo.jobboard.local',
} as const;

export type DemoRole = 'candidate' | 'employer' | 'team-member' | 'admin';

export type DemoLogin = { role: DemoRole; email: string; password: string; host: string };

export type TenantSpec = {
  name: string;
  slug: string;
  /** The first is the primary host, the rest aliases. */
  hosts: string[];
  seed: number;
  companies: number;
  jobs: number;
  /** Jobs of the demo employer's company (the first company), so its screens have plenty. */
  demoCompanyJobs: number;
  candidates: number;
  guestApplications: number;
  /** Every n-th other company also gets a team member. */
  teamMemberEvery: number;
  /** The demo accounts this tenant has. */
  logins: DemoRole[];
};

export const DEMO_TENANTS: TenantSpec[] = [
  {
    name: 'Northwind Careers',
    slug: 'northwind',
    hosts: ['localhost', '127.0.0.1'],
    seed: 20_261,
    companies: 36,
    jobs: 300,
    demoCompanyJobs: 24,
    candidates: 60,
    guestApplications: 24,
    teamMemberEvery: 4,
    logins: ['candidate', 'employer', 'team-member', 'admin'],
  },
  {
    name: 'Globex Jobs',
    slug: 'globex',
    hosts: ['globex.localhost'],
    seed: 20_262,
    companies: 8,
    jobs: 40,
    demoCompanyJobs: 8,
    candidates: 15,
    guestApplications: 5,
    teamMemberEvery: 0,
    logins: ['candidate', 'employer'],
  },
];

const EMAIL_OF: Record<DemoRole, string> = {
  candidate: DEMO_EMAILS.candidate,
  employer: DEMO_EMAILS.employer,
  'team-member': DEMO_EMAILS.teamMember,
  admin: DEMO_EMAILS.admin,
};

/** The demo accounts and where to sign in with them, for main.ts to print. */
export function demoLogins(): DemoLogin[] {
  return DEMO_TENANTS.flatMap((t) =>
    t.logins.map((role) => ({ role, email: EMAIL_OF[role], password: DEMO_PASSWORD, host: t.hosts[0] ?? 'localhost' })),
  );
}
