// Isolation probes of the console's contact inbox (see types.ts). Each tenant has a new contact
// message with tenant-only words; the other tenant's admin must not list it nor mark it.
import type { Probe, ProbeMap } from './types.ts';

const NONE = '00000000-0000-4000-8000-000000000000';
const api = (path: string) => `/client/api/v1/${path}`;

const newMessage: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  const subject = `Contact marker ${tag}`;
  const made = await db
    .selectFrom('contact_messages')
    .select('id')
    .where('client_id', '=', world.clientId)
    .where('subject', '=', subject)
    .executeTakeFirst();
  if (made) return { contactMessageId: made.id };
  const row = await db
    .insertInto('contact_messages')
    .values({
      client_id: world.clientId,
      name: `Sender marker ${tag}`,
      email: `contact-${tag}@example.com`,
      phone: null,
      company: null,
      subject,
      message: `Contact message marker ${tag}`,
      ip_hash: `probe-${tag}`,
      body_hash: `probe-${tag}`,
      status: 'new',
      spam_reason: null,
      mailed_to: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { contactMessageId: row.id };
};

export const adminContactMessageProbes: ProbeMap = {
  listAdminContactMessages: {
    setup: newMessage,
    call: () => ({
      method: 'POST',
      path: api('admin/contact-messages'),
      as: 'admin',
      body: { state: 'new', limit: 50 },
    }),
  },
  updateAdminContactMessage: {
    setup: newMessage,
    call: (ids) => ({
      method: 'PUT',
      path: api(`admin/contact-messages/${ids.contactMessageId ?? NONE}`),
      as: 'admin',
      body: { handled: true },
    }),
  },
};
