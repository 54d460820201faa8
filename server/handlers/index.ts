// Every built handler, by operationId. An operation missing here answers 501 NOT_IMPLEMENTED.
import type { HandlerMap } from '../http/handler.ts';

export const allHandlers: HandlerMap = {};
