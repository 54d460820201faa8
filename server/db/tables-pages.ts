// Row types of the page builder's pages, their versions and blocks (migration 0027-pages).
import type { Generated } from 'kysely';
import type { BlockType } from '@generated/manifest';
import type { Json, Timestamp } from './columns.ts';

export type PagesTable = {
  id: Generated<string>;
  client_id: string;
  slug: string;
  published_version_id: string | null;
  draft_version_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
};

export type PageVersionsTable = {
  id: Generated<string>;
  client_id: string;
  page_id: string;
  number: number;
  title: string;
  description: Generated<string>;
  created_by: string | null;
  created_at: Timestamp;
  published_at: Timestamp | null;
};

export type PageBlocksTable = {
  id: Generated<string>;
  client_id: string;
  version_id: string;
  type: BlockType;
  settings: Json;
  sort_order: number;
  is_visible: Generated<boolean>;
};

export type PageTables = {
  pages: PagesTable;
  page_versions: PageVersionsTable;
  page_blocks: PageBlocksTable;
};
