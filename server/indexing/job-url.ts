// The job page's absolute URL as the engines are told it: on the board's primary host, the path
// the sitemap lists (server/seo/sitemap.ts), so every engine hears of one URL per job.
import { tenantById } from '../tenancy/resolve-host.ts';
import type { Db } from '../db/database.ts';

export const jobPagePath = (job: { id: string; slug: string | null }) =>
  `/job-detail/${encodeURIComponent(job.slug ?? job.id)}`;

export async function boardHostOf(db: Db, clientId: string): Promise<string | null> {
  return (await tenantById(db, clientId))?.primaryHost ?? null;
}

export const jobPageUrl = (host: string, job: { id: string; slug: string | null }) =>
  `https://${host}${jobPagePath(job)}`;
