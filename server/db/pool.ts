// One `pg` pool for either engine. Errors on idle clients are logged, never allowed to bring the
// process down (node-postgres emits them as unhandled 'error' events otherwise).
import pg from 'pg';

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, ssl: false });
  pool.on('error', (err) => console.error('database pool error', err.message));
  pool.on('connect', (client) => client.on('error', (err) => console.error('database client error', err.message)));
  return pool;
}
