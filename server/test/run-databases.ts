// Where the API tests' PostgreSQL databases live and how they are named: the machine's server
// (DATABASE_URL_TEST), every database of a run named `jobboard_api_<start ms>_<pid>_…`, so a run
// drops its own at the end and, a day later, those of a run that was killed.
export const ADMIN_URL = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export const RUN_PREFIX = 'jobboard_api_';

export function databaseUrlOf(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}
