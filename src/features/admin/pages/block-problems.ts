// What is wrong with a block's settings, found as the admin types: its type's schema from the
// manifest with the server's Ajv, and the link rule the schema cannot say (no javascript: URLs).
// The server checks the same on save; this only tells sooner.
import { t } from '@lingui/core/macro';
import { blocks, type BlockType } from '@generated/manifest';
import { BLOCK_LINK_FIELDS, isSafeLink } from '@shared/pages/links.ts';
import { schemaProblems, type SchemaProblems } from '@/components/schema-form';

export function blockProblems(type: BlockType, settings: Record<string, unknown>): SchemaProblems {
  const problems = schemaProblems(blocks[type].settingsSchema, settings);
  for (const field of BLOCK_LINK_FIELDS[type] ?? []) {
    const link = settings[field];
    if (typeof link === 'string' && !problems.fields[field] && !isSafeLink(link))
      problems.fields[field] = t`Must be a path on this site or an http(s), mailto or tel link`;
  }
  return problems;
}

export const hasProblems = (p: SchemaProblems) => p.form.length > 0 || Object.keys(p.fields).length > 0;
