// An interview row as the contract's Interview.
import type { components } from '@generated/schema';
import type { InterviewRow } from './repo.ts';

type S = components['schemas'];

const iso = (d: Date | string) => new Date(d).toISOString();

export function slotsOf(row: Pick<InterviewRow, 'slots'>): string[] {
  const raw: unknown = typeof row.slots === 'string' ? JSON.parse(row.slots) : row.slots;
  return Array.isArray(raw) ? raw.filter((s): s is string => typeof s === 'string').map(iso) : [];
}

export function candidateNameOf(row: InterviewRow): string {
  return row.candidate_name || row.candidate_email || 'The candidate';
}

export function interviewView(row: InterviewRow): S['Interview'] {
  return {
    _id: row.id,
    applicationId: row.application_id,
    status: row.status,
    sequence: row.sequence,
    slots: slotsOf(row),
    // While new times wait for a pick, the time booked before no longer holds.
    startsAt: row.starts_at && row.status !== 'proposed' ? iso(row.starts_at) : null,
    durationMinutes: row.duration_minutes,
    mode: row.mode,
    location: row.location,
    note: row.note,
    employerTimeZone: row.employer_time_zone,
    candidateTimeZone: row.candidate_time_zone,
    jobId: row.job_id,
    jobTitle: row.job_title,
    companyName: row.company_name,
    candidateName: candidateNameOf(row),
    cancelledBy: row.cancelled_by,
    cancelReason: row.cancel_reason,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
