// The type of the database handle every repository is given. Apart from database.ts (which opens
// the database and runs the migrations), so that a migration's helper can name it without an
// import cycle through the migrations.
import type { Kysely } from 'kysely';
import type { Database } from './tables.ts';

export type Db = Kysely<Database>;
