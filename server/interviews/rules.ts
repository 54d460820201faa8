// The rules of a proposal: 1–5 distinct future times within a year (the schema bounds the count),
// a known time zone. A broken rule answers 400 naming the field, so the form can point at it.
import type { components } from '@generated/schema';
import { fieldError } from '../errors/errors.ts';
import { canonicalZone } from './time-zones.ts';

type S = components['schemas'];

const YEAR_MS = 366 * 86_400_000;

export type Proposal = {
  slots: Date[];
  durationMinutes: number;
  mode: S['InterviewMode'];
  location: string | null;
  note: string | null;
  timeZone: string;
};

/** A known zone's canonical name, or 400 naming `field`. */
export function zoneOrRefuse(field: string, name: string): string {
  const zone = canonicalZone(name);
  if (!zone) throw fieldError(field, 'Choose a known time zone, such as Europe/London');
  return zone;
}

export function checkProposal(input: S['InterviewProposalInput'], now: Date): Proposal {
  const seen = new Set<number>();
  const slots = input.slots.map((text, i) => {
    const at = new Date(text);
    const ms = at.getTime();
    if (Number.isNaN(ms)) throw fieldError(`slots.${i}`, 'Give the time as a date and time');
    if (ms <= now.getTime()) throw fieldError(`slots.${i}`, 'Offer times in the future');
    if (ms > now.getTime() + YEAR_MS) throw fieldError(`slots.${i}`, 'Offer times within the next year');
    if (seen.has(ms)) throw fieldError(`slots.${i}`, 'This time is offered twice');
    seen.add(ms);
    return at;
  });
  slots.sort((a, b) => a.getTime() - b.getTime());
  return {
    slots,
    durationMinutes: input.durationMinutes,
    mode: input.mode,
    location: input.location?.trim() || null,
    note: input.note?.trim() || null,
    timeZone: zoneOrRefuse('timeZone', input.timeZone),
  };
}
