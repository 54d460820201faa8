// Time zones in the browser: the reader's own (sent when the candidate picks a time), the list an
// employer chooses from, the wall time typed in a chosen zone turned into an instant, and an
// instant written for a reader in a zone.

/**
 * Old names browsers still answer (ICU keeps them as the canonical ids) for zones renamed in the
 * IANA database: a reader in India is shown "Asia/Kolkata", not "Asia/Calcutta". Both are valid
 * zone names to the server; this only chooses the one people recognise.
 */
/* eslint-disable lingui/no-unlocalized-strings -- IANA zone ids, not texts */
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'America/Godthab': 'America/Nuuk',
  'Pacific/Truk': 'Pacific/Chuuk',
  'Pacific/Ponape': 'Pacific/Pohnpei',
};
/* eslint-enable lingui/no-unlocalized-strings */

export function browserZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  return RENAMED[zone] ?? zone;
}

export function zoneOptions(): string[] {
  const own = browserZone();
  const all = (typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).map(
    (z) => RENAMED[z] ?? z,
  );
  return all.includes(own) ? all : [own, ...all];
}

/** Milliseconds the zone's wall clock is ahead of UTC at the instant. */
function offsetAt(ms: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms));
  const n = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second')) - ms;
}

/** "2027-01-15T09:00" read on a wall clock in `zone`, as an instant; null when it is not a time. */
export function wallToInstant(local: string, zone: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const guess = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // Twice: the offset at the first estimate can differ from the one at the answer near a DST change.
  const first = guess - offsetAt(guess, zone);
  return new Date(guess - offsetAt(first, zone));
}

/** "Fri 15 Jan 2027, 09:00": the instant on a wall clock in `zone`. */
export function formatInZone(iso: string, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}
