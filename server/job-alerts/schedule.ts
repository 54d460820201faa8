// When an alert's digests go out: at 08:00 in the tenant's time zone, every day (daily) or on the
// weekday the alert was made, from the next week on (weekly). Times are computed with the zone's
// own offsets (Intl), so daylight-saving changes move the UTC time, not the local one.
import type { components } from '@generated/schema';

type Frequency = components['schemas']['AlertFrequency'];

export const DIGEST_HOUR = 8;
const DAY = 86_400_000;

// Making a formatter costs far more than using one; a digest run asks for thousands of offsets.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The zone's offset from UTC at an instant, in ms (positive east of Greenwich). */
function offsetAt(timeZone: string, at: number): number {
  const parts = formatterOf(timeZone).formatToParts(new Date(at));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return (
    Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - Math.floor(at / 1000) * 1000
  );
}

/** The instant of a local wall time in the zone. */
function instantOf(timeZone: string, y: number, m: number, d: number, hour: number): number {
  const wall = Date.UTC(y, m, d, hour);
  const first = wall - offsetAt(timeZone, wall);
  return wall - offsetAt(timeZone, first);
}

/** The local calendar date of an instant in the zone. */
function localDate(timeZone: string, at: number): { y: number; m: number; d: number } {
  const local = new Date(at + offsetAt(timeZone, at));
  return { y: local.getUTCFullYear(), m: local.getUTCMonth(), d: local.getUTCDate() };
}

/** The first DIGEST_HOUR (local) strictly after `after`, `stepDays` local days apart from day 0. */
function nextSlot(timeZone: string, after: number, stepDays: number, from: number): number {
  const start = localDate(timeZone, from);
  for (let k = 0; ; k += stepDays) {
    const at = instantOf(timeZone, start.y, start.m, start.d + k, DIGEST_HOUR);
    if (at > after) return at;
  }
}

/** The first digest of a new (or restarted) alert. */
export function firstDue(frequency: Frequency, timeZone: string, now: Date): Date {
  const t = now.getTime();
  if (frequency === 'daily') return new Date(nextSlot(timeZone, t, 1, t));
  // Weekly: the same weekday next week (at least six days away).
  return new Date(nextSlot(timeZone, t + 6 * DAY, 7, t));
}

/** The digest after the one due at `due`, skipping slots already past (a worker that was down). */
export function nextDue(frequency: Frequency, timeZone: string, due: Date, now: Date): Date {
  const step = frequency === 'daily' ? 1 : 7;
  return new Date(nextSlot(timeZone, Math.max(due.getTime(), now.getTime()), step, due.getTime()));
}
