// Stored contact messages into the contract's AdminContactMessage.
import type { components } from '@generated/schema';
import type { MessageRow } from './repo.ts';

type S = components['schemas'];

export function messageView(r: MessageRow): S['AdminContactMessage'] {
  return {
    _id: r.id,
    state: r.status === 'spam' ? 'spam' : r.handled_at ? 'handled' : 'new',
    name: r.name,
    email: r.email,
    phone: r.phone,
    companyName: r.company,
    subject: r.subject,
    message: r.message,
    spamReason: r.spam_reason,
    mailedTo: r.mailed_to,
    createdAt: new Date(r.created_at).toISOString(),
    handledAt: r.handled_at ? new Date(r.handled_at).toISOString() : null,
  };
}
