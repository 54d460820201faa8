// Tenant custom forms and their saved data.
import { handlers } from '../http/handler.ts';

export const formHandlers = handlers({});
