// The rules of job alerts: one alert per address and criteria, at most MAX_ALERTS per address,
// each frequency gated by its plan feature, a guest's alert only sending once its address is
// confirmed (double opt-in), and the schedule of the next digest kept with the alert.
import type { components } from '@generated/schema';
import { readerBrand, tenantTimezone } from '../board-settings/index.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { booleanAt, objectAt } from '../db/json-read.ts';
import type { AlertCriteria } from '../db/tables-job-alerts.ts';
import { page, type Page } from '../http/envelope.ts';
import { AppError, alreadyExists, badRequest, forbidden, notFound } from '../errors/errors.ts';
import { alertConfirmMail } from '../mail/job-alert.ts';
import { featureAllowed } from '../tenancy/features.ts';
import {
  alertOfUser,
  countOfAddress,
  insertAlert,
  markConfirmSent,
  pageAlertsOfUser,
  sameCriteria,
  softDeleteAlert,
  updateAlertRow,
} from './alerts-repo.ts';
import { criteriaKey, defaultName, readCriteria } from './criteria.ts';
import { confirmUrl, unsubscribeUrl } from './links.ts';
import type { AlertEnv, Owner } from './owner.ts';
import { firstDue } from './schedule.ts';
import { alertView, type AlertRow } from './view.ts';

type S = components['schemas'];

export const MAX_ALERTS = 20;
export const ALERT_EXISTS = 'Job alert already exist';
export const NO_ALERT = 'This job alert does not exist';
/** A guest asking again for an unconfirmed alert gets the confirmation again, at most this often. */
const CONFIRM_RESEND_MS = 2 * 60_000;

export function assertFrequency(env: AlertEnv, frequency: S['AlertFrequency']): void {
  if (!featureAllowed(env.tenant, frequency === 'daily' ? 'job_alert_daily' : 'job_alert_weekly'))
    throw forbidden(`Your plan does not include ${frequency} job alerts`);
}

async function sendConfirmation(env: AlertEnv, alert: AlertRow): Promise<void> {
  // Only a guest confirms an alert: no account, so the board's default language.
  const brand = await readerBrand(env.tenant, env.config, null);
  await env.mailer.send({
    ...alertConfirmMail(brand, {
      alertName: alert.name,
      confirmUrl: confirmUrl(brand.origin, env.secret, alert),
      unsubscribeUrl: unsubscribeUrl(brand.origin, env.secret, alert),
    }),
    to: alert.email,
    kind: 'job_alert_confirm',
    clientId: env.tenant.id,
    fromName: brand.name,
    meta: { alertId: alert.id },
  });
  await markConfirmSent(env.db, env.tenant.id, alert.id);
}

export async function createAlert(
  env: AlertEnv,
  owner: Owner,
  input: S['JobAlertInput'],
  now = new Date(),
): Promise<{ alert: S['JobAlert']; confirming: boolean }> {
  assertFrequency(env, input.frequency);
  // The board's policy (settings.jobAlerts.guests, set in the admin console); on unless switched off.
  if (!owner.userId && booleanAt(objectAt(env.tenant.settings, 'jobAlerts'), 'guests') === false)
    throw forbidden('Job alerts on this board are for signed-in job seekers; please log in to create one');
  const criteria = await readCriteria(env.db, env.tenant.id, input);
  const key = criteriaKey(criteria);
  const same = await sameCriteria(env.db, env.tenant.id, owner.email, key);
  if (same) {
    if (same.confirmed_at || owner.userId) throw alreadyExists(ALERT_EXISTS);
    // A guest who lost the confirmation e-mail asks again: send it again (not in bursts).
    if (!same.confirm_sent_at || now.getTime() - same.confirm_sent_at.getTime() > CONFIRM_RESEND_MS)
      await sendConfirmation(env, same);
    return { alert: alertView(same), confirming: true };
  }
  if ((await countOfAddress(env.db, env.tenant.id, owner.email)) >= MAX_ALERTS)
    throw new AppError(403, 'LIMIT_OVER', `You can have at most ${MAX_ALERTS} job alerts; delete one to add another`);
  const timeZone = await tenantTimezone(env.db, env.tenant);
  let row: AlertRow;
  try {
    row = await insertAlert(env.db, env.tenant.id, {
      user_id: owner.userId,
      email: owner.email,
      name: input.name?.trim() || defaultName(criteria),
      criteria: JSON.stringify(criteria),
      criteria_key: key,
      frequency: input.frequency,
      is_active: input.isActive ?? true,
      confirmed_at: owner.userId ? now : null,
      since: now,
      next_due_at: firstDue(input.frequency, timeZone, now),
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    // Two identical requests at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw alreadyExists(ALERT_EXISTS);
    throw error;
  }
  if (!owner.userId) await sendConfirmation(env, row);
  return { alert: alertView(row), confirming: !owner.userId };
}

export async function listAlerts(
  env: AlertEnv,
  userId: string,
  q: { page?: number; limit?: number },
): Promise<Page<S['JobAlert']>> {
  const limit = q.limit ?? 10;
  const pageNo = q.page ?? 1;
  const { rows, total } = await pageAlertsOfUser(env.db, env.tenant.id, userId, limit, pageNo);
  return page(rows.map(alertView), total, pageNo, limit);
}

export async function getAlert(env: AlertEnv, userId: string, id: string): Promise<S['JobAlert']> {
  const row = await alertOfUser(env.db, env.tenant.id, userId, id);
  if (!row) throw notFound(NO_ALERT);
  return alertView(row);
}

/** The stored criteria written back as input, so an update can change some and keep the rest. */
function inputOf(c: AlertCriteria): S['JobAlertUpdateInput'] {
  return {
    keyword: c.keyword ?? '',
    categoryIds: c.categories.map((x) => x.id),
    employmentTypes: c.employmentTypes,
    workplaceTypes: c.workplaceTypes,
    cityId: c.city?.id ?? null,
    countryId: c.country?.id ?? null,
    experienceYears: c.experienceYears,
    salaryMin: c.salaryMin,
    currencyCode: c.currencyCode,
  };
}

export async function updateAlert(
  env: AlertEnv,
  userId: string,
  id: string,
  input: S['JobAlertUpdateInput'],
  now = new Date(),
): Promise<S['JobAlert']> {
  const row = await alertOfUser(env.db, env.tenant.id, userId, id);
  if (!row) throw notFound(NO_ALERT);
  const frequency = input.frequency ?? row.frequency;
  if (input.frequency && input.frequency !== row.frequency) assertFrequency(env, frequency);
  const merged = { ...inputOf(row.criteria), ...input };
  if (merged.salaryMin === null) merged.currencyCode = null;
  const criteria = await readCriteria(env.db, env.tenant.id, merged);
  const key = criteriaKey(criteria);
  if (await sameCriteria(env.db, env.tenant.id, row.email, key, row.id)) throw alreadyExists(ALERT_EXISTS);
  const isActive = input.isActive ?? row.is_active;
  // A restarted alert, or one on a new schedule, starts from now: no backlog of the pause.
  const restart = (isActive && !row.is_active) || frequency !== row.frequency;
  const timeZone = restart ? await tenantTimezone(env.db, env.tenant) : 'UTC';
  try {
    const updated = await updateAlertRow(env.db, env.tenant.id, row.id, {
      name: input.name?.trim() || (input.keyword !== undefined && !input.name ? defaultName(criteria) : row.name),
      criteria: JSON.stringify(criteria),
      criteria_key: key,
      frequency,
      is_active: isActive,
      updated_at: now,
      ...(restart ? { next_due_at: firstDue(frequency, timeZone, now), sinceAtLeast: now } : {}),
    });
    return alertView(updated);
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyExists(ALERT_EXISTS);
    throw error;
  }
}

export async function deleteAlert(env: AlertEnv, userId: string, id: string, now = new Date()): Promise<S['Done']> {
  if (!(await softDeleteAlert(env.db, env.tenant.id, userId, id, now))) throw notFound(NO_ALERT);
  return { affected: 1 };
}

export const badEmail = () =>
  badRequest('Give the e-mail address the alerts should go to', {
    fields: [{ field: 'body.email', message: 'is required without a login' }],
  });
