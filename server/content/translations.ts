// The interface texts of a locale with the tenant's job heading applied, and a version that
// changes whenever the served texts do, so clients can cache them by version.
import { createHash } from 'node:crypto';
import type { components } from '@generated/schema';
import { applyJobHeading, jobHeadingOf } from './job-heading.ts';
import { EN } from './translations/en.ts';

type Translations = components['schemas']['Translations'];
type TranslationQuery = components['schemas']['TranslationQuery'];

export function translationsFor(settings: Record<string, unknown>, q: TranslationQuery): Translations {
  const heading = jobHeadingOf(settings);
  const wanted = q.namespaces?.length ? new Set(q.namespaces) : null;
  const messages: Record<string, string> = {};
  for (const [key, text] of Object.entries(EN))
    if (!wanted || wanted.has(key.slice(0, key.indexOf('.')))) messages[key] = applyJobHeading(text, heading);
  const version = createHash('sha256').update(JSON.stringify(messages)).digest('hex').slice(0, 16);
  return { locale: 'en', version, messages };
}
