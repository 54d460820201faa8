// The interface texts of one of the board's languages (docs/localization.md): the web app's
// message catalogues, keyed `<namespace>.<message id>`, and the older named texts of
// translations/en.ts under their own namespaces, so the clients that read those keep working.
// English texts carry the board's word for "Job"; a message not yet translated answers its
// English, as the web app shows it. The version changes whenever the served texts do, so clients
// can cache them by version.
import { createHash } from 'node:crypto';
import type { components } from '@generated/schema';
import type { FastifyRequest } from 'fastify';
import { LOCALE_NAMES } from '../../shared/i18n/locales.ts';
import type { Tenant } from '../http/context.ts';
import { fieldError } from '../errors/errors.ts';
import { jobHeadingOf } from './job-heading.ts';
import { boardLanguagesOf, requestLocale } from './languages.ts';
import { uiCatalogues } from './translations/catalogues.ts';
import { EN } from './translations/en.ts';
import { applyJobHeadingToMessage } from './translations/icu-heading.ts';

type Translations = components['schemas']['Translations'];
type TranslationQuery = components['schemas']['TranslationQuery'];

export async function translationsFor(
  tenant: Tenant,
  reader: Pick<FastifyRequest, 'headers'>,
  q: TranslationQuery,
): Promise<Translations> {
  const locale = q.locale ?? requestLocale(tenant, reader);
  // A language the board does not offer is not served as if it did.
  if (!boardLanguagesOf(tenant).languages.includes(locale))
    throw fieldError('locale', `This board is not offered in ${LOCALE_NAMES[locale]}`);
  const heading = jobHeadingOf(tenant.settings);
  const english = (text: string) => applyJobHeadingToMessage(text, heading);
  const wanted = q.namespaces?.length ? new Set(q.namespaces) : null;
  const messages: Record<string, string> = {};
  for (const [key, text] of Object.entries(EN))
    if (!wanted || wanted.has(key.slice(0, key.indexOf('.')))) messages[key] = english(text);
  for (const [namespace, catalogue] of Object.entries(await uiCatalogues())) {
    if (wanted && !wanted.has(namespace)) continue;
    for (const [id, message] of Object.entries(catalogue)) {
      const translated = locale === 'en' ? undefined : message[locale];
      messages[`${namespace}.${id}`] = translated ?? english(message.en);
    }
  }
  const version = createHash('sha256')
    .update(JSON.stringify([locale, messages]))
    .digest('hex')
    .slice(0, 16);
  return { locale, version, messages };
}
