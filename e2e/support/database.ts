// Where the journeys' PostgreSQL database lives: the machine's server (DATABASE_URL_TEST, as the
// API tests use), one database per run.
export const adminUrl = process.env.DATABASE_URL_TEST ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function databaseUrl(name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
