// The board's own questions of every application: the custom fields of its job_application form,
// when the licence covers custom fields. The form's product field (the resume) is the apply
// screens' own resume step, so it is not asked again.
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import type { FormField } from '../../shared/custom-form/index.ts';
import { findForm } from './forms-repo.ts';
import { customFieldsLicensed } from './licence.ts';
import { toField, visibleFieldRows } from './present.ts';

export const APPLICATION_FORM = 'job_application';

export async function boardApplicationFields(db: Db, tenant: Tenant): Promise<FormField[]> {
  if (!customFieldsLicensed(tenant)) return [];
  const loaded = await findForm(db, tenant.id, APPLICATION_FORM);
  if (!loaded) return [];
  return visibleFieldRows(loaded, true)
    .filter((row) => !row.is_default)
    .map((row) => toField(row, true));
}
