// Setups that give a tenant's objects values of its custom forms, each value naming the tenant, so
// the operations that return them with a job or a candidate (the job page, the applicant's detail,
// the candidate's page, search results) are probed with something to leak: a public job_post field
// answered on the live job, and a candidate_additional_details field answered by the candidates.
import type { Db } from '../../../db/database.ts';
import { upsertFormData } from '../../../forms/form-data-repo.ts';
import { findForm } from '../../../forms/forms-repo.ts';
import type { Probe } from './types.ts';

/** Adds a text field to the tenant's form (first section) and returns the form's id. */
async function textField(db: Db, clientId: string, code: string, keyNm: string, isPublic: boolean): Promise<string> {
  const loaded = await findForm(db, clientId, code);
  const section = loaded?.sections[0];
  if (!loaded || !section) throw new Error(`the default form ${code} is missing`);
  if (!loaded.fields.some((f) => f.key_nm === keyNm))
    await db
      .insertInto('custom_form_fields')
      .values({
        client_id: clientId,
        form_id: loaded.form.id,
        section_id: section.id,
        key_nm: keyNm,
        label: JSON.stringify({ en: 'Probe note' }),
        field_type: 'text',
        required: false,
        placeholder: null,
        help_text: null,
        options: JSON.stringify([]),
        multiple: false,
        validation: null,
        is_default: false,
        is_public: isPublic,
        sort_order: 50,
      })
      .execute();
  return loaded.form.id;
}

/** The live job of discovery's setup gets a public job_post value. */
export const jobPostValues: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const jobId = world.ids.discoveryJobId;
  if (!jobId) throw new Error('discovery probes set up no live job');
  const formId = await textField(db, world.clientId, 'job_post', 'probeNote', true);
  const note = `Job note ${world.clientId.slice(0, 8)}`;
  const key = { clientId: world.clientId, formId, userId: world.employer.id, entityKey: jobId };
  await upsertFormData(db, key, { probeNote: note });
  return { jobPostNote: note };
};

/**
 * Wraps a setup: the candidate it names (by id key) gets additional details. (The world's own
 * candidate has some from the forms probes' setup.)
 */
export function withAdditionalDetails(setup: NonNullable<Probe['setup']>, candidateKey: string): Probe['setup'] {
  return async (server, world) => {
    const ids = await setup(server, world);
    const { db } = server.database;
    const formId = await textField(db, world.clientId, 'candidate_additional_details', 'probeNote', false);
    const note = `Candidate note ${world.clientId.slice(0, 8)}`;
    const userId = ids[candidateKey];
    if (!userId) throw new Error(`the setup made no ${candidateKey}`);
    const values = { noticePeriodDays: 30, probeNote: note };
    await upsertFormData(db, { clientId: world.clientId, formId, userId, entityKey: '' }, values);
    return { ...ids, candidateDetailsNote: note };
  };
}
