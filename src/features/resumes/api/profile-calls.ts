// The three candidate-profile operations the resume screens use, called by path through the HTTP
// seam instead of from the generated candidate-profile module. That module sits in the index
// route's entry chunk (the header's logout uses it), so every export a lazy screen takes from it
// lands in the entry chunk too and pushes it past its budget (scripts/bundle-budget.ts). Paths and
// the query key are checked against the generated ones by profile-calls.test.ts.
import type {
  CandidateProfileInitInput,
  GetCandidateProfile200,
  ImportJsonResume200,
  InitCandidateProfile200,
  JsonResumeImportInput,
} from '@generated/api/model';
import { http } from '@/lib/api/http';

export const CANDIDATE_PROFILE_PATH = '/client/api/v1/candidate/view';
export const INIT_PROFILE_PATH = '/client/api/v1/candidate-profile/init';
export const IMPORT_JSON_RESUME_PATH = '/client/api/v1/candidate/json-resume';

/** The generated getCandidateProfile's query key: refreshing it refreshes every profile screen. */
export const CANDIDATE_PROFILE_KEY = [CANDIDATE_PROFILE_PATH] as const;

const json = (body: unknown, init?: RequestInit): RequestInit => ({
  ...init,
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...init?.headers },
  body: JSON.stringify(body),
});

export function getCandidateProfile(init?: RequestInit): Promise<GetCandidateProfile200> {
  return http<GetCandidateProfile200>(CANDIDATE_PROFILE_PATH, { ...init, method: 'GET' });
}

export function initCandidateProfile(body: CandidateProfileInitInput): Promise<InitCandidateProfile200> {
  return http<InitCandidateProfile200>(INIT_PROFILE_PATH, json(body));
}

export function importJsonResume(body: JsonResumeImportInput, init?: RequestInit): Promise<ImportJsonResume200> {
  return http<ImportJsonResume200>(IMPORT_JSON_RESUME_PATH, json(body, init));
}
