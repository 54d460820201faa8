// Fastify validates a request body against the contract's schema for the body's media type only:
// a body of a type the operation does not declare (text/plain, which /events parses; a form sent
// to a JSON call; JSON sent to an upload) or no body at all would reach the handler unchecked. This
// check runs on every operation with a request body, after the guard and before the handler, and
// refuses both, naming the body as the field, so the handler only sees a body its schema accepted.
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../errors/errors.ts';

export type BodyRule = { required: boolean; mediaTypes: string[] };

const refuse = (message: string) => badRequest(`body ${message}`, { fields: [{ field: 'body', message }] });

export function makeBodyCheck(rule: BodyRule) {
  return async (req: FastifyRequest): Promise<void> => {
    const media = req.mediaType;
    if (media === undefined && req.body === undefined) {
      if (rule.required) throw refuse('is required');
      return;
    }
    if (media === undefined || !rule.mediaTypes.includes(media))
      throw refuse(`must be sent as ${rule.mediaTypes.join(' or ')}`);
  };
}
