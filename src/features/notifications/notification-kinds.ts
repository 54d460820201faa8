// How each kind of notification is labelled and coloured in the centre.
import type { NotificationType } from '@generated/api/model';

export const KIND: Record<NotificationType, { label: string; color: string }> = {
  application_status: { label: 'Application', color: 'brand' },
  new_applicant: { label: 'New applicant', color: 'teal' },
  job_alert: { label: 'Job alert', color: 'grape' },
  chat_message: { label: 'Message', color: 'cyan' },
  payment: { label: 'Payment', color: 'orange' },
  system: { label: 'Announcement', color: 'gray' },
  company_job: { label: 'Followed company', color: 'indigo' },
};

export type InboxFilter = 'all' | 'unread';

export type InboxSearch = { filter?: InboxFilter; page?: number };

export function validateInboxSearch(search: Record<string, unknown>): InboxSearch {
  const page = Number(search.page);
  return {
    ...(search.filter === 'unread' ? { filter: 'unread' as const } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}
