// Sensitive filters (gender): a board may switch them off in its settings
// (`settings.candidateSearch.sensitiveFilters: false`; allowed unless it does). Where allowed,
// every search or count that uses one leaves a row in the audit log, naming who searched (and the
// admin acting for them), the company and the values.
import { booleanAt, objectAt } from '../db/json-read.ts';
import type { Tenant } from '../http/context.ts';
import { fieldError } from '../errors/errors.ts';
import type { Searcher } from './employer.ts';
import { insertAuditRow } from './repo/sensitive-audit.ts';

export const SENSITIVE_AUDIT_ACTION = 'candidate_search.sensitive_filter';

export const sensitiveFiltersAllowed = (tenant: Tenant): boolean =>
  booleanAt(objectAt(tenant.settings, 'candidateSearch'), 'sensitiveFilters') !== false;

/** Refuses a gender filter on a board that switched sensitive filters off. */
export function checkSensitive(tenant: Tenant, genderIds: readonly string[] | null | undefined): void {
  if (genderIds?.length && !sensitiveFiltersAllowed(tenant))
    throw fieldError('genderIds', 'genderIds: this board does not allow filtering candidates by gender');
}

export async function auditSensitive(s: Searcher, genderIds: readonly string[] | null): Promise<void> {
  if (!genderIds?.length) return;
  const actor = s.actingAdmin ?? s.user;
  await insertAuditRow(s.db, {
    client_id: s.clientId,
    actor_id: actor.id,
    acting_for_id: s.actingAdmin ? s.user.id : null,
    action: SENSITIVE_AUDIT_ACTION,
    detail: JSON.stringify({ filters: { genderIds }, companyId: s.companyId }),
  });
}
