// A 400 that names the request field at fault, in the envelope's `fields` list.
import { badRequest } from '../http/errors.ts';

export const fieldError = (field: string, message: string) =>
  badRequest(message, { fields: [{ field: `body.${field}`, message }] });
