// Applying to jobs and the employer's applicant pipeline (userjobs/*, candidate/list, candidate/status-count).
import { handlers } from '../http/handler.ts';

export const applicationHandlers = handlers({});
