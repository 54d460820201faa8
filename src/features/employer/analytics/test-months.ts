// Months for the analytics tests: one with no activity at all, to be given figures per test.
import type { EmployerAnalyticsMonth } from '@generated/api/model';

export function quietMonth(month: string): EmployerAnalyticsMonth {
  return {
    month,
    jobsPosted: 0,
    jobViews: 0,
    applyStarts: 0,
    applications: 0,
    sources: { search: 0, alert: 0, direct: 0, import: 0, invitation: 0 },
    timeToFirstApplicantHours: null,
    timeToHireDays: null,
    shortlisted: 0,
    inInterview: 0,
    hired: 0,
    rejected: 0,
    candidateProfileViews: 0,
    invitationsSent: 0,
  };
}
