// IANA time zone names, checked against the runtime's time zone database (Intl): the contract's
// pattern keeps the shape, this keeps names Intl cannot place (Mars/Olympus) out of stored rows.
// Times in mails are written in each reader's own zone with the zone's name beside them.

/**
 * The zone's name as given (Intl knows it), or null. Not Intl's canonical form: ICU still says
 * Asia/Calcutta for Asia/Kolkata; the web app sends the current name of a renamed zone
 * (src/features/interviews/zones.ts), and a name is kept as it was sent.
 */
export function canonicalZone(name: string): string | null {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name;
  } catch {
    return null;
  }
}

/** How an interview's time is written: the full date and a 24-hour clock (a mail's, in its reader's language). */
export const WALL_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/** "Thursday 10 December 2026, 19:30 (Asia/Kolkata)": the instant as a reader in `zone` sees it. */
export function timeIn(at: Date, zone: string): string {
  const text = new Intl.DateTimeFormat('en-GB', { ...WALL_TIME, timeZone: zone }).format(at);
  return `${text} (${zone})`;
}
