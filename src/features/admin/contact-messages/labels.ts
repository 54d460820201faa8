// How the console names a contact message's state (contract: ContactMessageState, spamReason).
import type { AdminContactMessageSpamReason, ContactMessageState } from '@generated/api/model';

export const STATE_TABS: { value: ContactMessageState; label: string }[] = [
  { value: 'new', label: 'New' },
  { value: 'handled', label: 'Handled' },
  { value: 'spam', label: 'Spam' },
];

export const STATE_COLOR: Record<ContactMessageState, string> = { new: 'blue', handled: 'green', spam: 'gray' };

export const SPAM_LABEL: Record<NonNullable<AdminContactMessageSpamReason>, string> = {
  links: 'Kept back: too many links',
  duplicate: 'Kept back: the same message again',
};

/** A reply in the admin's own mail client, the subject kept so the thread stays together. */
export const replyHref = (email: string, subject: string) =>
  `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
