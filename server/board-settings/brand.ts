// The tenant's brand for e-mails: its name (the sender name its admin chose, else the board's), primary
// colour and the origin links point to, with the reader's language.
import type { Config } from '../config.ts';
import { objectAt, stringAt } from '../db/json-read.ts';
import type { Tenant } from '../http/context.ts';
import type { Locale } from '../../shared/i18n/locales.ts';
import { boardLanguagesOf, readerLocale } from './languages.ts';
import { translatorFor, type Translator } from '../i18n/translator.ts';
import type { Brand } from '../mail/templates.ts';
import { poweredByOf } from '../white-label/index.ts';

const DEFAULT_COLOR = '#1c7ed6';
const LOCAL_HOST = /^(localhost|127\.0\.0\.1|\[::1\]|.+\.localhost)(:\d+)?$/i;

export function originOf(tenant: Tenant, config: Config): string {
  return LOCAL_HOST.test(tenant.primaryHost) ? config.publicOrigin : `https://${tenant.primaryHost}`;
}

/** The name the board's mails come from: the sender name its admin chose, else the board's. */
export function senderNameOf(tenant: Tenant): string {
  return stringAt(objectAt(tenant.settings, 'mail'), 'senderName', undefined, 80) ?? tenant.name;
}

/** The board's brand for a mail to a reader of `tr`'s language (board-settings/languages.ts, readerLocale, says which). */
export function brandOf(tenant: Tenant, config: Config, tr: Translator): Brand {
  const color = tenant.appearance.primaryColor;
  return {
    name: senderNameOf(tenant),
    color: typeof color === 'string' && /^#[0-9a-f]{3,8}$/i.test(color) ? color : DEFAULT_COLOR,
    origin: originOf(tenant, config),
    poweredBy: poweredByOf(tenant, config),
    tr,
    boardLocale: boardLanguagesOf(tenant).defaultLocale,
  };
}

/** The brand for a mail about the request being answered: in the request's language. */
export async function requestBrand(env: { tenant: Tenant; config: Config; locale: Locale }): Promise<Brand> {
  return brandOf(env.tenant, env.config, await translatorFor(env.locale));
}

/**
 * The brand for a mail to a person: in the language they last used the board in (users.locale)
 * while the board offers it, else the board's default (null: someone without an account).
 */
export async function readerBrand(tenant: Tenant, config: Config, stored: string | null | undefined): Promise<Brand> {
  return brandOf(tenant, config, await translatorFor(readerLocale(tenant, stored)));
}
