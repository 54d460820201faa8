// Row types of the tables of master data and settings (migration 0004-content).
import type { Generated } from 'kysely';
import type { Json, Timestamp } from './columns.ts';

/** A job category of one tenant; `parent_id` makes subcategories. */
export type CategoriesTable = {
  id: Generated<string>;
  client_id: string;
  parent_id: string | null;
  name: string;
  slug: string;
  description: string | null;
  icon: string | null;
  sort: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

/** A dropdown option of a master kind: platform-wide when `client_id` is null, else one tenant's. */
export type MastersTable = {
  id: Generated<string>;
  client_id: string | null;
  kind: string;
  name: string;
  slug: string;
  code: string | null;
  sort: Generated<number>;
  is_other: Generated<boolean>;
  meta: Json | null;
  created_by: string | null;
  created_at: Timestamp;
};

/** An item a board hid from its dropdowns (migration 0032); the item itself stays. */
export type MasterHiddenTable = {
  client_id: string;
  master_id: string;
  hidden_by: string | null;
  created_at: Timestamp;
};

export type ContentTables = {
  categories: CategoriesTable;
  masters: MastersTable;
  master_hidden: MasterHiddenTable;
};
