// The company's reactions as SQL conditions over `users u`. The latest reaction in scope wins: a
// reaction about the job or a company-wide one (job null); a `dismiss` there hides the candidate
// from matches and recommendations of the job until a later like or contact.
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { TenantScope } from '../../db/tenant-scope.ts';

/** The latest action of the company on candidate `u` for the job (or company-wide when null). */
export const latestAction = (scope: TenantScope, companyId: string, jobId: string | null): RawBuilder<string | null> =>
  sql<string | null>`(select i.action from candidate_recommendation_interactions i
    where ${scope.owns('i')} and i.company_id = ${companyId} and i.candidate_id = u.id
      and (i.job_id is null ${jobId ? sql`or i.job_id = ${jobId}` : sql``})
    order by i.at desc, i.id desc limit 1)`;

export const notDismissed = (scope: TenantScope, companyId: string, jobId: string | null): RawBuilder<SqlBool> =>
  sql<SqlBool>`coalesce(${latestAction(scope, companyId, jobId)}, '') <> 'dismiss'`;
