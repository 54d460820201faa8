// A job_alerts row as the contract's JobAlert.
import type { Selectable } from 'kysely';
import type { components } from '@generated/schema';
import type { Database } from '../db/tables.ts';

type S = components['schemas'];
export type AlertRow = Selectable<Database['job_alerts']>;

const iso = (d: Date | string) => new Date(d).toISOString();

export function alertView(row: AlertRow): S['JobAlert'] {
  const c = row.criteria;
  return {
    _id: row.id,
    name: row.name,
    keyword: c.keyword,
    categories: c.categories,
    employmentTypes: c.employmentTypes,
    workplaceTypes: c.workplaceTypes,
    city: c.city,
    country: c.country,
    experienceYears: c.experienceYears,
    salaryMin: c.salaryMin,
    currencyCode: c.currencyCode,
    frequency: row.frequency,
    isActive: row.is_active,
    email: row.email,
    lastSentAt: row.last_sent_at ? iso(row.last_sent_at) : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
