// How each kind of notification is labelled and coloured in the centre.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { NotificationType } from '@generated/api/model';

/** The labels are messages, translated where shown (textOf): this table is built once, before a language is known. */
export const KIND: Record<NotificationType, { label: MessageDescriptor; color: string }> = {
  application_status: { label: msg`Application`, color: 'brand' },
  new_applicant: { label: msg`New applicant`, color: 'teal' },
  job_alert: { label: msg`Job alert`, color: 'grape' },
  chat_message: { label: msg`Message`, color: 'cyan' },
  payment: { label: msg`Payment`, color: 'orange' },
  system: { label: msg`Announcement`, color: 'gray' },
  company_job: { label: msg`Followed company`, color: 'indigo' },
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
