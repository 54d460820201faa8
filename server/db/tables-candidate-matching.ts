// Row types of matching candidates to jobs (migration 0022-candidate-matching). Times are
// plain Timestamps: an insert may leave them out and the column default sets them.
import type { Generated } from 'kysely';
import type { components } from '@generated/schema';
import type { Timestamp } from './columns.ts';

export type CandidateRecommendationViewsTable = {
  id: Generated<string>;
  client_id: string;
  company_id: string;
  candidate_id: string;
  /** Null for a company-wide recommendation. */
  job_id: string | null;
  viewed_by: string | null;
  first_viewed_at: Timestamp;
};

export type CandidateRecommendationInteractionsTable = {
  id: Generated<string>;
  client_id: string;
  company_id: string;
  candidate_id: string;
  /** Null for a company-wide reaction (a dismiss without a job hides the candidate everywhere). */
  job_id: string | null;
  action: components['schemas']['CandidateRecommendationAction'];
  by_user_id: string | null;
  at: Timestamp;
};

export type CandidateMatchingTables = {
  candidate_recommendation_views: CandidateRecommendationViewsTable;
  candidate_recommendation_interactions: CandidateRecommendationInteractionsTable;
};
