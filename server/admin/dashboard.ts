// The console's dashboard: a handful of counts, each one indexed lookup on the board's rows, and
// the last 30 days bucketed by UTC day in the database (one grouped scan per table, bounded by the
// window), so the page costs the same on a board of a hundred jobs or a hundred thousand.
import type { components } from '@generated/schema';
import type { ConsoleEnv } from '../http/console-admin.ts';
import { bornPerDay, dashboardCounts } from './dashboard-repo.ts';

type Dashboard = components['schemas']['AdminDashboard'];
type Day = components['schemas']['AdminDay'];

export const DASHBOARD_DAYS = 30;

/** The UTC days of the window, oldest first, as YYYY-MM-DD. */
export function windowDays(now: Date, days = DASHBOARD_DAYS): string[] {
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

export async function dashboard(env: ConsoleEnv, now = new Date()): Promise<Dashboard> {
  const { db, clientId } = env;
  const days = windowDays(now);
  const since = days[0] ?? now.toISOString().slice(0, 10);
  const weekAgo = new Date(now.getTime() - 7 * 86_400_000);
  const c = await dashboardCounts(db, clientId, weekAgo);
  const [jobsPosted, applied, signups] = await Promise.all([
    bornPerDay(db, clientId, 'jobs', since),
    bornPerDay(db, clientId, 'applications', since),
    bornPerDay(db, clientId, 'users', since),
  ]);
  const daily: Day[] = days.map((date) => ({
    date,
    jobsPosted: jobsPosted.get(date) ?? 0,
    applications: applied.get(date) ?? 0,
    signups: signups.get(date) ?? 0,
  }));
  return {
    waiting: {
      jobsToApprove: c.toApprove,
      reviewsToModerate: c.toModerate,
      contactMessages: c.messages,
      chatReports: c.reports,
    },
    totals: {
      liveJobs: c.live,
      candidates: c.candidates,
      employers: c.employers,
      companies: c.companies,
      applications: c.applications,
      disabledAccounts: c.disabled,
    },
    daily,
  };
}
