// A job's screening rules: read by the job's company and by the screening of each new application,
// replaced as a whole by the company (checked against the job's questions first).
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { badRequest, notFound } from '../errors/errors.ts';
import type { Reviewer } from '../applications/index.ts';
import { ruleErrors, type ScreenedQuestion, type ScreeningRule } from '../../shared/knock-outs/rules.ts';

type S = components['schemas'];

const NO_JOB = 'This job does not exist or is no longer available';

export const questionsIn = (stored: unknown): ScreenedQuestion[] =>
  Array.isArray(stored) ? (stored as ScreenedQuestion[]) : [];

/** The company's job with its questions, or 404 (another company's and another tenant's alike). */
async function companyJob(r: Reviewer, jobId: string): Promise<ScreenedQuestion[]> {
  const row = await scopedTo(r.db, r.clientId)
    .selectFrom('jobs')
    .select('questions')
    .where('company_id', '=', r.companyId)
    .where('id', '=', jobId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound(NO_JOB);
  return questionsIn(row.questions);
}

export async function rulesOf(db: Db, clientId: string, jobId: string): Promise<ScreeningRule[]> {
  const rows = await scopedTo(db, clientId)
    .selectFrom('job_screening_rules')
    .selectAll()
    .where('job_id', '=', jobId)
    .orderBy('position')
    .orderBy('key_nm')
    .execute();
  return rows.map((x) => ({
    keyNm: x.key_nm,
    weight: x.weight,
    ...(x.accepted_values ? { acceptedValues: x.accepted_values } : {}),
    ...(x.min_value !== null ? { min: x.min_value } : {}),
    ...(x.max_value !== null ? { max: x.max_value } : {}),
    ...(x.must_be_yes ? { mustBeYes: true } : {}),
  }));
}

export async function screeningOfJob(r: Reviewer, jobId: string): Promise<S['JobScreening']> {
  await companyJob(r, jobId);
  return { jobId, rules: await rulesOf(r.db, r.clientId, jobId) };
}

export async function saveScreening(
  r: Reviewer,
  jobId: string,
  input: S['JobScreeningInput'],
): Promise<S['JobScreening']> {
  const questions = await companyJob(r, jobId);
  const errors = ruleErrors(questions, input.rules);
  if (errors.length) throw badRequest(errors[0]?.message ?? 'Some rules are not valid', { fields: errors });
  await r.db.transaction().execute(async (trx) => {
    const scope = scopedTo(trx, r.clientId);
    await scope.deleteFrom('job_screening_rules').where('job_id', '=', jobId).execute();
    if (!input.rules.length) return;
    await scope
      .insertInto(
        'job_screening_rules',
        input.rules.map((x, position) => ({
          job_id: jobId,
          key_nm: x.keyNm,
          weight: x.weight,
          accepted_values: x.acceptedValues ? JSON.stringify(x.acceptedValues) : null,
          min_value: x.min ?? null,
          max_value: x.max ?? null,
          must_be_yes: x.mustBeYes === true,
          position,
        })),
      )
      .execute();
  });
  return { jobId, rules: await rulesOf(r.db, r.clientId, jobId) };
}
