// Labels and badge colours of application statuses (specification §3: Applied, Shortlist,
// In-interview, Hired, Rejected), taken from the manifest's responses tabs so every screen agrees.
import { tabs } from '@generated/manifest';
import type { ApplicationStatus } from '@generated/api/model';

const LABELS = Object.fromEntries(
  tabs.responses.flatMap((tab) => (tab.status ? [[tab.status, tab.label]] : [])),
) as Record<ApplicationStatus, string>;

const COLORS: Record<ApplicationStatus, string> = {
  APPLIED: 'blue',
  SHORTLIST: 'grape',
  IN_INTERVIEW: 'orange',
  HIRED: 'teal',
  REJECTED: 'gray',
};

export function applicationStatusLabel(status: ApplicationStatus): string {
  return LABELS[status] ?? status;
}

export function applicationStatusColor(status: ApplicationStatus): string {
  return COLORS[status] ?? 'gray';
}
