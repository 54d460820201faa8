// The sign-up probes' own objects (see types.ts): each site's registration form asks a custom file
// question, and the site holds a guest upload, named with a tenant-only marker, that a sign-up
// answers it with. Sent to the other site, the upload is not that site's: the answer is refused
// (400 naming the field) and the refusal carries nothing of either site. The fuzz test starts from
// the same call, so its sign-ups reach the check of the board's questions.
import { randomBytes } from 'node:crypto';
import { REGISTRATION_FORM } from '../../../forms/answerable-fields.ts';
import { findForm } from '../../../forms/forms-repo.ts';
import { insertFile } from '../../../files/files-repo.ts';
import type { Probe } from './types.ts';

type Role = keyof typeof REGISTRATION_FORM;

const KEY = 'isoDeck';
const idOf = (role: Role) => `${role}RegistrationDeck`;

export function registrationQuestion(role: Role): NonNullable<Probe['setup']> {
  return async (server, world) => {
    const { db } = server.database;
    const loaded = await findForm(db, world.clientId, REGISTRATION_FORM[role]);
    const section = loaded?.sections[0];
    if (!loaded || !section) throw new Error('default form missing');
    const tag = world.clientId.slice(0, 8);
    await db
      .insertInto('custom_form_fields')
      .values({
        client_id: world.clientId,
        form_id: loaded.form.id,
        section_id: section.id,
        key_nm: KEY,
        label: JSON.stringify({ en: 'Introduction deck' }),
        field_type: 'file',
        required: false,
        options: '[]',
        multiple: false,
        is_default: false,
        sort_order: 50,
      })
      .onConflict((oc) => oc.columns(['form_id', 'key_nm']).doNothing())
      .execute();
    const key = `iso-${role}-deck-${tag}.pdf`;
    await insertFile(db, {
      clientId: world.clientId,
      ownerId: null,
      key,
      name: `Deck ${tag}.pdf`,
      mimeType: 'application/pdf',
      size: 2048,
      purpose: 'document',
    });
    return { [idOf(role)]: `/files/${key}` };
  };
}

/** The answers a probe's sign-up sends: the site's (or the other site's) guest upload. */
export function registrationValues(role: Role, ids: Record<string, string>) {
  const uri = ids[idOf(role)] ?? '/files/missing.pdf';
  return { [KEY]: { uri, name: 'deck.pdf', mimeType: 'application/pdf', size: 2048 } };
}

/**
 * A new person (and company) each time: a sign-up with the world's own e-mail, or with a company
 * name used before, stops at 409 before the board's questions are checked.
 */
export function freshPerson(role: Role, companyName: string): { email: string; mobNo: string; companyName?: string } {
  const n = randomBytes(4).readUInt32BE(0);
  const person = { email: `signup-${n.toString(16)}@iso.test`, mobNo: `7${String(n).padStart(10, '0').slice(-9)}` };
  return role === 'employer' ? { ...person, companyName: `${companyName} ${n.toString(36)}` } : person;
}
