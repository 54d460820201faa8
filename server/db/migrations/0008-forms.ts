// Tenant custom forms (custom-form/get, user-form/get-form) and saved form data (form/save-form-data).
// A form has sections; a section has fields (the product's default fields and the tenant's custom
// ones). Every row carries client_id. Default forms are created per tenant when first asked for
// (server/forms/defaults.ts), so this migration creates tables only.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table custom_forms (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      code text not null,
      name jsonb not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (client_id, code)
    );

    create table custom_form_sections (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      form_id uuid not null references custom_forms(id) on delete cascade,
      code text not null,
      label jsonb not null,
      sort_order integer not null default 0,
      unique (form_id, code)
    );

    create table custom_form_fields (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      form_id uuid not null references custom_forms(id) on delete cascade,
      section_id uuid not null references custom_form_sections(id) on delete cascade,
      key_nm text not null,
      label jsonb not null,
      field_type text not null,
      required boolean not null default false,
      placeholder jsonb,
      help_text jsonb,
      options jsonb not null default '[]',
      multiple boolean not null default false,
      validation jsonb,
      is_default boolean not null default false,
      sort_order integer not null default 0,
      -- A value is stored under its key, so keys are unique across the whole form.
      unique (form_id, key_nm)
    );
    create index custom_form_fields_section on custom_form_fields (section_id, sort_order);

    -- entity_key: the object the values belong to (entityId), or '' for the user's own values.
    create table form_data (
      id uuid primary key default gen_random_uuid(),
      client_id uuid not null references clients(id) on delete cascade,
      form_id uuid not null references custom_forms(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      entity_key text not null default '',
      values jsonb not null,
      submitted_at timestamptz not null default now(),
      created_at timestamptz not null default now(),
      unique (client_id, form_id, user_id, entity_key)
    );
  `.execute(db);
}
