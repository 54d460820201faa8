// One `pg` pool for either engine. Errors on idle clients are logged, never allowed to bring the
// process down (node-postgres emits them as unhandled 'error' events otherwise).
//
// Every connection plans with random_page_cost 1.1 instead of PostgreSQL's 4, the usual setting
// for a database on SSD or in memory. With 4 the planner thinks fetching rows through an index
// costs four times a sequential read, and for "the first N rows matching" it scans the table
// instead of using the index it has: counting the first thousand candidates with a skill read
// 17,000 rows in 30 ms where the GIN index finds them in 5 (docs/candidate-search.md, "Speed").
//
// Nor does it start parallel workers: a web request's statements are short, and starting workers
// for one costs more than they save (a job search's first pass took 87 ms in a Gather that
// returned nothing, 4 ms without), while taking the cores the other requests are waiting for
// (docs/job-search.md, "Speed").
import pg from 'pg';

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, ssl: false });
  pool.on('error', (err) => console.error('database pool error', err.message));
  pool.on('connect', (client) => {
    client.on('error', (err) => console.error('database client error', err.message));
    // Queued before any query of the pool's user, so every statement plans with it.
    client
      .query('set random_page_cost = 1.1; set max_parallel_workers_per_gather = 0')
      .catch((err: Error) => console.error('database settings', err.message));
  });
  return pool;
}
