// Candidate search for employers (search, saved searches, candidate lists). Thin: the rules live in server/search.
import { handlers } from '../http/handler.ts';

export const searchHandlers = handlers({});
