// Row types of company reviews (migration 0026-reviews).
import type { Generated } from 'kysely';
import type { components } from '@generated/schema';
import type { Timestamp } from './columns.ts';

type S = components['schemas'];

export type ReviewsTable = {
  id: Generated<string>;
  client_id: string;
  company_id: string;
  author_id: string;
  rating: number;
  title: string;
  pros: string;
  cons: string;
  employment_status: S['ReviewEmploymentStatus'];
  job_title: string | null;
  is_anonymous: Generated<boolean>;
  status: S['ReviewStatus'];
  reply: string | null;
  replied_at: Timestamp | null;
  replied_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
};

export type ReviewTables = {
  reviews: ReviewsTable;
};
