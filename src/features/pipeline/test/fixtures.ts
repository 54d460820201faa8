// Applications for the pipeline tests, built from the contract's own examples so they keep the
// contract's shape; each test varies only what it is about.
import { getListApplicationsResponseMock } from '@generated/api/pipeline/pipeline.msw';
import type { Application, ListApplications200, StatusSummaryItem } from '@generated/api/model';
import type { ApplicationStatus } from '../shared/status';

const example = getListApplicationsResponseMock();
function first(): Application {
  const item = example.data.items[0];
  if (!item) throw new Error('the contract example lists one application');
  return item;
}
const base = first();
export const exampleApplication: Application = base;

export function application(
  id: string,
  name: string,
  status: ApplicationStatus,
  extra: Partial<Application> = {},
): Application {
  const candidate = base.candidate ? { ...base.candidate, _id: `c-${id}`, name } : null;
  return { ...base, _id: id, candidate, status, ...extra };
}

export function guestApplication(id: string, name: string, email: string): Application {
  return {
    ...base,
    _id: id,
    candidate: null,
    guest: { name, email, mobNo: '9000012345', countryCode: '+91' },
    source: 'guest',
    status: 'APPLIED',
    history: [{ from: null, to: 'APPLIED', byUserId: null, byName: name, at: base.appliedAt, note: null }],
  };
}

export function summary(counts: Partial<Record<ApplicationStatus, number>>): StatusSummaryItem[] {
  return (['APPLIED', 'SHORTLIST', 'IN_INTERVIEW', 'HIRED', 'REJECTED'] as const).map((statusId) => ({
    statusId,
    count: counts[statusId] ?? 0,
  }));
}

export function listPage(
  items: Application[],
  statusSummary: StatusSummaryItem[],
  pagination = { page: 1, limit: 10, total: items.length, totalPages: items.length ? 1 : 0 },
): ListApplications200 {
  return { ...example, data: { items, pagination, statusSummary } };
}
