// Row types of the journal's articles (migration 0033-journal).
import type { Generated } from 'kysely';
import type { Timestamp } from './columns.ts';

export type JournalStatus = 'draft' | 'published';

export type JournalArticlesTable = {
  id: Generated<string>;
  client_id: string;
  slug: string;
  title: string;
  excerpt: Generated<string>;
  cover_image: string | null;
  author_name: string;
  body_html: Generated<string>;
  reading_minutes: Generated<number>;
  status: Generated<JournalStatus>;
  published_at: Timestamp | null;
  version: Generated<number>;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type JournalTables = {
  journal_articles: JournalArticlesTable;
};
