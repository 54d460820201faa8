// Isolation probes of forms operations (see types.ts). Each tenant gets its own copy of a default
// form (its id is a marker) and its candidate's saved values carry a tenant-only city name.
import { findForm } from '../../../forms/forms-repo.ts';
import { upsertFormData } from '../../../forms/form-data-repo.ts';
import type { Probe, ProbeMap } from './types.ts';

const CODE = 'candidate_additional_details';
const api = (path: string) => `/client/api/v1/${path}`;

const savedValues: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const loaded = await findForm(db, world.clientId, CODE);
  if (!loaded) throw new Error('default form missing');
  const tag = world.clientId.slice(0, 8);
  const cityId = `iso-city-${tag}`;
  await upsertFormData(
    db,
    { clientId: world.clientId, formId: loaded.form.id, userId: world.candidate.id, entityKey: '' },
    { noticePeriodDays: 45, preferredCity: { id: cityId, nm: `Isoville ${tag}` } },
  );
  return { formsFormId: loaded.form.id, formsCityId: cityId };
};

export const formProbes: ProbeMap = {
  getCustomForm: {
    setup: savedValues,
    call: () => ({
      method: 'GET',
      path: api(`custom-form/get?code=${CODE}&populateDefaultFields=true&populateCustomFields=true`),
      as: 'guest',
    }),
  },
  getUserForm: {
    call: () => ({ method: 'POST', path: api('user-form/get-form'), as: 'candidate', body: { code: CODE } }),
  },
  // A job's job_post values, naming the job (posting's draft): another tenant's job is not found.
  saveFormData: {
    call: (ids) => ({
      method: 'POST',
      path: api('form/save-form-data'),
      as: 'employer',
      body: {
        code: 'job_post',
        entityId: ids.postingDraftId ?? '00000000-0000-4000-8000-000000000000',
        values: { travelRequired: true },
      },
    }),
  },
};
