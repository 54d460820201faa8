// Bulk job imports (file-history/*).
import { handlers } from '../http/handler.ts';

export const importHandlers = handlers({});
