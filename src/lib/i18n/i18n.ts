// The screens' texts in the page's language (docs/localization.md). Lingui's macros compile to
// calls of `i18n._` from here (lingui.config.ts, runtimeConfigModule): one Lingui instance per
// language, the page's chosen from its boot record, so the server's render of many boards and
// languages at once and the browser's one page read the same way, with no per-request setup.
import { I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { applyJobHeading, isDefaultJobHeading, type JobHeading } from '@shared/words/job-heading.ts';
import { isLocale, SOURCE_LOCALE, type Locale } from '@shared/i18n/locales.ts';
import { boardBoot } from '@/lib/branding/board-boot';

type Values = Record<string, unknown>;
type Options = { message?: string; formats?: Record<string, unknown> };
/** A message as the build compiled it (scripts/lingui-transform.ts): text and placeholders. */
type Compiled = readonly (string | readonly unknown[])[];

/** The board's word for "Job" in the compiled message's own text, never in the values put into it. */
function headed(message: unknown, heading: JobHeading): unknown {
  if (typeof message === 'string') return applyJobHeading(message, heading);
  if (!Array.isArray(message)) return message;
  return (message as Compiled).map((token) => {
    if (typeof token === 'string') return applyJobHeading(token, heading);
    const [name, type, cases] = token as [string, string?, Record<string, unknown>?];
    if (!cases || typeof cases !== 'object') return token;
    return [name, type, Object.fromEntries(Object.entries(cases).map(([k, v]) => [k, headed(v, heading)]))];
  });
}

/** Lingui's own lookup, called with either of its two forms. */
const linguiTranslate = I18n.prototype._ as unknown as (
  this: I18n,
  id: MessageDescriptor | string,
  values?: Values,
  options?: Options,
) => string;

/**
 * A Lingui instance that puts the board's word for "Job" into its English texts (the
 * specification: "'Job' is replaced in all cases in translations"). The word is the board's
 * English; another language's texts are its translator's.
 */
export class BoardI18n extends I18n {
  private readonly headedCache = new Map<string, unknown>();

  override _(id: MessageDescriptor | string, values?: Values, options?: Options): string {
    const heading = this.locale === SOURCE_LOCALE ? boardBoot()?.jobHeading : undefined;
    if (!heading || isDefaultJobHeading(heading)) return linguiTranslate.call(this, id, values, options);
    const descriptor = typeof id === 'string' ? { id, message: options?.message, values } : id;
    const key = `${heading.singular}|${heading.plural}|${descriptor.id}`;
    let message = this.headedCache.get(key);
    if (message === undefined) {
      message = headed(descriptor.message ?? descriptor.id, heading);
      this.headedCache.set(key, message);
    }
    return linguiTranslate.call(
      this,
      { ...descriptor, message: message as string },
      values ?? descriptor.values,
      options,
    );
  }
}

const instances = new Map<Locale, BoardI18n>();
const loading = new Map<Locale, Promise<void>>();

function instanceOf(locale: Locale): BoardI18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = new BoardI18n({ locale, messages: { [locale]: {} } });
    instances.set(locale, instance);
  }
  return instance;
}

/** The page's language: its boot record's (the server chose it), English without one. */
export function pageLocale(): Locale {
  const locale = boardBoot()?.locale;
  return isLocale(locale) ? locale : SOURCE_LOCALE;
}

/** The Lingui instance of the page being rendered. */
export function activeI18n(): BoardI18n {
  return instanceOf(pageLocale());
}

/** Loads a language's catalogue once; English has none to load. Await it before rendering in it. */
export function ensureLocale(locale: Locale): Promise<void> {
  if (locale === SOURCE_LOCALE) return Promise.resolve();
  let pending = loading.get(locale);
  if (!pending) {
    // The list of catalogues is itself loaded only then: an English page never carries it.
    pending = import('./catalogues')
      .then(({ loadMessages }) => loadMessages(locale))
      .then((messages: Messages) => instanceOf(locale).load(locale, messages));
    loading.set(locale, pending);
  }
  return pending;
}

/** What the macros call: `t`, `plural` and `msg` read through `i18n._`. */
export const i18n = {
  _: ((...args: Parameters<I18n['_']>) => activeI18n()._(...args)) as I18n['_'],
  get locale(): string {
    return activeI18n().locale;
  },
};

/** A text that is either already the reader's (data, a name) or a message to translate now (`msg`). */
export function textOf(text: string | MessageDescriptor): string {
  return typeof text === 'string' ? text : i18n._(text);
}
