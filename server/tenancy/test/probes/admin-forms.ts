// Isolation probes of the admin console's form editor (see types.ts). Each tenant's apply form
// gets a custom field whose label carries a tenant-only marker (and the form's id is a marker):
// the other tenant's admin must see neither in the list, the definition or a save's answer.
import { findForm } from '../../../forms/forms-repo.ts';
import type { Probe, ProbeMap } from './types.ts';

const CODE = 'job_application';
const api = (path: string) => `/client/api/v1/${path}`;

const markedForm: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const loaded = await findForm(db, world.clientId, CODE);
  const section = loaded?.sections[0];
  if (!loaded || !section) throw new Error('default form missing');
  const tag = world.clientId.slice(0, 8);
  await db
    .insertInto('custom_form_fields')
    .values({
      client_id: world.clientId,
      form_id: loaded.form.id,
      section_id: section.id,
      key_nm: 'isoShift',
      label: JSON.stringify({ en: `Shift marker ${tag}` }),
      field_type: 'dropdown',
      required: false,
      options: JSON.stringify([{ value: `iso-${tag}`, label: { en: `Option ${tag}` } }]),
      multiple: false,
      is_default: false,
      sort_order: 5,
    })
    .onConflict((oc) => oc.columns(['form_id', 'key_nm']).doNothing())
    .execute();
  const form = await db
    .selectFrom('custom_forms')
    .select('updated_at')
    .where('id', '=', loaded.form.id)
    .executeTakeFirstOrThrow();
  return { adminFormId: loaded.form.id, adminFormVersion: new Date(form.updated_at).toISOString() };
};

export const adminFormProbes: ProbeMap = {
  listAdminForms: {
    setup: markedForm,
    call: () => ({ method: 'GET', path: api('admin/forms'), as: 'admin' }),
  },
  getAdminForm: {
    setup: markedForm,
    call: () => ({ method: 'GET', path: api(`admin/forms/${CODE}`), as: 'admin' }),
  },
  saveAdminForm: {
    setup: markedForm,
    call: (ids) => ({
      method: 'PUT',
      path: api(`admin/forms/${CODE}`),
      as: 'admin',
      body: {
        updatedAt: ids.adminFormVersion ?? new Date(0).toISOString(),
        sections: [
          {
            code: 'documents',
            fields: [{ keyNm: 'resume', label: { en: 'Your resume' }, fieldType: 'file', required: true }],
          },
        ],
      },
    }),
  },
};
