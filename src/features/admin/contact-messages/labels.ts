// How the console names a contact message's state (contract: ContactMessageState, spamReason).
import { t } from '@lingui/core/macro';
import type { AdminContactMessageSpamReason, ContactMessageState } from '@generated/api/model';

/** The state tabs, named in the page's language (read at render). */
export const stateTabs = (): { value: ContactMessageState; label: string }[] => [
  { value: 'new', label: t`New` },
  { value: 'handled', label: t`Handled` },
  { value: 'spam', label: t`Spam` },
];

export const STATE_COLOR: Record<ContactMessageState, string> = { new: 'blue', handled: 'green', spam: 'gray' };

/** Why a message was kept back as spam, in the page's language. */
export function spamLabel(reason: NonNullable<AdminContactMessageSpamReason>): string {
  return reason === 'links' ? t`Kept back: too many links` : t`Kept back: the same message again`;
}

/** A reply in the admin's own mail client, the subject kept so the thread stays together. */
export const replyHref = (email: string, subject: string) =>
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the reply prefix mail clients thread by
  `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
