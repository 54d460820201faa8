// Candidates' resumes from the board's candidate database: the plan flag resume_download, sold to
// employers (a company's plan within the board's). The profile's resume on a candidate's page and
// in a contact reveal comes only on a plan with it; without, the answer leaves the file out and
// the card still says whether there is one (hasResume). A resume sent with an application to the
// company is the application's own and always comes with it (server/applications): the candidate
// chose to send it there, and an application without it could not be judged.
import { companyMay } from '../payments/index.ts';
import type { CompanyScope } from './scope.ts';

export function mayDownloadResumes(s: CompanyScope): Promise<boolean> {
  return companyMay(s.db, s.tenant, s.companyId, 'resume_download');
}
