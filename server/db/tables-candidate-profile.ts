// Row types of the resume builder, the resume parser, accomplishments and LinkedIn sign-in
// (migration 0018-candidate-profile).
import type { ColumnType, Generated } from 'kysely';
import type { components } from '@generated/schema';
import type { Json, Timestamp } from './columns.ts';

type S = components['schemas'];
type NullableJson<T> = ColumnType<T | null, T | string | null | undefined, T | string | null>;

export type ResumesTable = {
  id: Generated<string>;
  client_id: string;
  candidate_id: string;
  name: string;
  objective: string | null;
  email: string | null;
  mob_no: string | null;
  linkedin: string | null;
  location: string | null;
  experiences: Json<S['ResumeExperience'][]>;
  education: Json<S['ResumeEducation'][]>;
  projects: Json<S['ResumeProject'][]>;
  skills: Json<S['ResumeSkill'][]>;
  custom_sections: Json<S['ResumeCustomSection'][]>;
  settings: Json<Required<S['ResumeSettings']>>;
  show: Json<S['ResumeShowFlags']>;
  file: NullableJson<S['UploadedFile']>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type ParsedResumeStatus = S['ParsedResume']['status'];

/** What the parser found: the ParsedResume without its bookkeeping (id, status, file, expiry). */
export type ParsedResumeResult = Omit<
  S['ParsedResume'],
  '_id' | 'status' | 'progress' | 'stage' | 'error' | 'source' | 'expiresAt' | 'file'
>;

export type ParsedResumesTable = {
  id: Generated<string>;
  client_id: string;
  candidate_id: string;
  source: Generated<S['ParsedResume']['source']>;
  status: Generated<ParsedResumeStatus>;
  progress: Generated<number>;
  stage: string | null;
  error: string | null;
  file: Json<S['UploadedFile']>;
  result: NullableJson<ParsedResumeResult>;
  created_at: Timestamp;
  updated_at: Timestamp;
  expires_at: Timestamp;
};

export type AccomplishmentsTable = {
  id: Generated<string>;
  client_id: string;
  candidate_id: string;
  type: S['AccomplishmentType'];
  title: string;
  issuer: string | null;
  /** A `date`: select to_char(date, 'YYYY-MM-DD') for the contract's string. */
  date: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  url: string | null;
  description: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type OauthStatesTable = {
  state: string;
  client_id: string;
  provider: string;
  intent: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
};

export type UserIdentitiesTable = {
  id: Generated<string>;
  client_id: string;
  user_id: string;
  provider: string;
  subject: string;
  email: string | null;
  created_at: Timestamp;
};

export type CandidateProfileTables = {
  resumes: ResumesTable;
  parsed_resumes: ParsedResumesTable;
  accomplishments: AccomplishmentsTable;
  oauth_states: OauthStatesTable;
  user_identities: UserIdentitiesTable;
};
