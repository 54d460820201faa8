// Salary insights (docs/salary-insights.md): the job page's card and the posting's hint. The plan
// flag job_salary_insights is the contract's x-feature of both (server/http/guard.ts).
import { tenantOf } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { insightsForJob, insightsForPosting } from './insights.ts';

export const salaryInsightsHandlers = handlers({
  getJobSalaryInsights: async ({ params, ctx }) => ok(await insightsForJob(ctx.db, tenantOf(ctx).id, params.id)),
  getSalaryInsights: async ({ query, ctx }) => ok(await insightsForPosting(ctx.db, tenantOf(ctx).id, query)),
});
