// A 400 that names the request field at fault (now shared by every domain in errors/errors.ts).
export { fieldError } from '../errors/errors.ts';
