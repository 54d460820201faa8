// The employer's side of jobs: the nine-step posting flow and the job lifecycle.
import { handlers } from '../http/handler.ts';

export const postingHandlers = handlers({});
