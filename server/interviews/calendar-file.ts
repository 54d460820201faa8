// The .ics download for either side: the same invitation the mails carry (same UID, same SEQUENCE),
// or 400 while no time is picked. Its title and description are in the language of the page it
// is downloaded from (`tr`).
import { badRequest, notFound } from '../errors/errors.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Translator } from '../i18n/translator.ts';
import { invitationOf } from './calendar.ts';
import { NO_INTERVIEW } from './propose.ts';
import { interviewFor, type Side } from './repo.ts';

export async function calendarFile(
  db: Db,
  config: Config,
  tr: Translator,
  clientId: string,
  side: Side,
  id: string,
): Promise<string> {
  const row = await interviewFor(db, clientId, side, id);
  if (!row) throw notFound(NO_INTERVIEW);
  const invitation = invitationOf(row, { name: row.company_name, email: row.employer_email ?? config.mailFrom }, tr);
  if (!invitation) throw badRequest('This interview has no time picked yet');
  return invitation.content;
}
