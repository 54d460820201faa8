// Tenant custom forms (custom-form/get, user-form/get-form) and saved form data (form/save-form-data).
import type { Kysely } from 'kysely';

export async function up(_db: Kysely<unknown>): Promise<void> {
  // Filled by the issue that owns these tables.
}
