// Employer candidate handling: contact reveals, profile view tracks, viewed candidates, invitations and notes. Thin: the rules live in server/employer-candidates.
import { handlers } from '../http/handler.ts';

export const employerCandidateHandlers = handlers({});
