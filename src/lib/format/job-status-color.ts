// The badge colour of a job's status wherever employers see their jobs listed: open in teal,
// paused in yellow, finished in dark, drafts and switched-off jobs in gray.
const JOB_STATUS_COLOR: Readonly<Record<string, string>> = {
  ACTIVE: 'teal',
  DRAFT: 'gray',
  PAUSED: 'yellow',
  CLOSED: 'dark',
  EXPIRED: 'dark',
  INACTIVE: 'gray',
};

export const jobStatusColor = (status: string | null | undefined): string => JOB_STATUS_COLOR[status ?? ''] ?? 'gray';
