// What the signed link of an alert e-mail can do, with no login: switch the alert off (or every
// alert of the address), confirm a guest's new alert, change its frequency, or switch it back on.
// The token names one alert of one address; the alert must be this tenant's and still have that
// address. Every action is idempotent: repeating it gives the same answer.
import type { components } from '@generated/schema';
import { tenantTimezone } from '../board-settings/index.ts';
import { badRequest } from '../errors/errors.ts';
import { assertFrequency } from './alerts.ts';
import { findAlert, restartAlert, switchOff } from './alerts-repo.ts';
import type { AlertEnv } from './owner.ts';
import { firstDue } from './schedule.ts';
import { BAD_TOKEN, maskEmail, readAlertToken } from './token.ts';
import type { AlertRow } from './view.ts';

type S = components['schemas'];
type Input = S['JobAlertUnsubscribeInput'];
type Result = S['JobAlertUnsubscribeResult'];

export const UNSUBSCRIBE_MESSAGES: Record<NonNullable<Input['action']>, string> = {
  unsubscribe: 'You have been unsubscribed from this job alert',
  confirm: 'Your job alert is confirmed',
  frequency: 'Your job alert frequency is changed',
  resubscribe: 'Your job alert is switched back on',
};

async function alertOfToken(env: AlertEnv, token: string): Promise<AlertRow> {
  const t = readAlertToken(env.secret, token);
  const row = await findAlert(env.db, env.tenant.id, t.alertId);
  if (!row || row.email.toLowerCase() !== t.email) throw badRequest(BAD_TOKEN);
  return row;
}

/** Switches on an alert that is off, sending from now on (no backlog of the time it was off). */
async function restart(env: AlertEnv, row: AlertRow, frequency: S['AlertFrequency'], now: Date) {
  const timeZone = await tenantTimezone(env.db, env.tenant);
  return restartAlert(env.db, env.tenant.id, row.id, { frequency, nextDueAt: firstDue(frequency, timeZone, now), now });
}

export async function useAlertLink(env: AlertEnv, input: Input, now = new Date()): Promise<Result> {
  const row = await alertOfToken(env, input.token);
  const action = input.action ?? 'unsubscribe';
  const deleted = row.deleted_at !== null;
  const base = { email: maskEmail(row.email), alertName: deleted ? null : row.name, action, all: false };

  if (action === 'unsubscribe') {
    const all = input.all === true;
    const scope = all ? { email: row.email } : { id: row.id };
    const unsubscribedCount = await switchOff(env.db, env.tenant.id, scope, now);
    return { ...base, all, unsubscribedCount, frequency: deleted ? null : row.frequency, isActive: false };
  }

  if (deleted) throw badRequest('This job alert was deleted; create a new one from the job search');
  if (action === 'confirm') {
    // Confirming twice, or confirming an alert switched off since, changes nothing.
    const updated = row.confirmed_at ? row : ((await restart(env, row, row.frequency, now)) ?? row);
    return { ...base, unsubscribedCount: 0, frequency: updated.frequency, isActive: updated.is_active };
  }
  const frequency = action === 'frequency' ? input.frequency : row.frequency;
  if (!frequency)
    throw badRequest('Choose how often the alert is sent', {
      fields: [{ field: 'body.frequency', message: 'is required' }],
    });
  if (frequency !== row.frequency) assertFrequency(env, frequency);
  const unchanged = row.is_active && row.confirmed_at && frequency === row.frequency;
  const updated = unchanged ? row : ((await restart(env, row, frequency, now)) ?? row);
  return { ...base, unsubscribedCount: 0, frequency: updated.frequency, isActive: updated.is_active };
}
