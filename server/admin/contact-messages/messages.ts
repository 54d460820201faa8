// The console's contact inbox (docs/contact-us.md): a page of the board's messages by state, and
// marking one handled (answered) or new again, audited. Spam stays spam: the form decided it, and
// a message kept back was never mailed, so there is nothing to mark answered.
import type { components } from '@generated/schema';
import { recordAudit } from '../../users/index.ts';
import { page, type Page } from '../../http/envelope.ts';
import { alreadyExists, notFound } from '../../errors/errors.ts';
import type { ConsoleEnv } from '../../http/console-admin.ts';
import { findMessage, listMessageRows, setHandled } from './repo.ts';
import { messageView } from './view.ts';

type S = components['schemas'];

export const NO_MESSAGE = 'This message does not exist';
export const SPAM_STAYS = 'A message kept back as spam cannot be marked handled';

export async function listMessages(
  env: ConsoleEnv,
  q: S['AdminContactMessageQuery'],
): Promise<Page<S['AdminContactMessage']>> {
  const { rows, total, page: pageNo, limit } = await listMessageRows(env, q);
  return page(rows.map(messageView), total, pageNo, limit);
}

export async function updateMessage(
  env: ConsoleEnv,
  id: string,
  body: S['AdminContactMessageUpdate'],
): Promise<S['AdminContactMessage']> {
  const found = await findMessage(env, id);
  if (!found) throw notFound(NO_MESSAGE);
  if (found.status === 'spam') throw alreadyExists(SPAM_STAYS);
  const row = await env.db.transaction().execute(async (trx) => {
    const updated = await setHandled(trx, env.clientId, id, body.handled ? env.admin.id : null);
    if (!updated) throw notFound(NO_MESSAGE);
    await recordAudit(trx, {
      clientId: env.clientId,
      actorId: env.admin.id,
      actingForId: null,
      action: body.handled ? 'contact_message.handled' : 'contact_message.reopened',
      detail: { messageId: id, email: found.email, subject: found.subject },
    });
    return updated;
  });
  return messageView(row);
}
