// Finding jobs and companies: search and browse, job pages, categories' jobs, companies hiring.
import { handlers } from '../http/handler.ts';

export const discoveryHandlers = handlers({});
