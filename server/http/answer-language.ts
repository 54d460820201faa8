// The server's answers in the reader's language (docs/localization.md, "The server's messages").
// Its messages are written in English where they arise, some four hundred places; an answer's
// `message` (and each field's under `data.fields`) is translated as the answer leaves, by the
// catalogue server/http/messages/<locale>.po that scripts/server-messages.ts keeps: by its exact
// text, else by a pattern a message built from values matched (`Only {0} seats are left`), its
// values put into the translation where it places them. A message the catalogue does not know
// stays English: never a wrong translation. English answers are not looked at.
import type { FastifyInstance } from 'fastify';
import type { FastifyRequest } from 'fastify';
import { SOURCE_LOCALE, type Locale } from '../../shared/i18n/locales.ts';
import type { Tenant } from './context.ts';
import { answerMessages } from './answer-messages.ts';

type Translate = (english: string) => string;

// Stateless: a /g regex shared by test() and matchAll() would carry its lastIndex from one to the other.
const HAS_PLACEHOLDER = /\{\d+\}/;
const placeholders = () => /\{(\d+)\}/g;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern's matcher: the English with each placeholder a lazy group, whole. */
function matcherOf(english: string): { re: RegExp; order: number[] } {
  const order: number[] = [];
  let source = '';
  let last = 0;
  for (const m of english.matchAll(placeholders())) {
    source += `${escapeRegExp(english.slice(last, m.index))}(.+?)`;
    order.push(Number(m[1]));
    last = m.index + m[0].length;
  }
  return { re: new RegExp(`^${source}${escapeRegExp(english.slice(last))}$`, 's'), order };
}

/** A language's translator of answers, from its catalogue (English → translation). */
export function answerTranslator(catalogue: Record<string, string>): Translate {
  const exact = new Map<string, string>();
  const patterns: { re: RegExp; order: number[]; translation: string; literal: number }[] = [];
  for (const [english, translation] of Object.entries(catalogue)) {
    if (!translation) continue;
    if (!HAS_PLACEHOLDER.test(english)) exact.set(english, translation);
    else
      patterns.push({
        ...matcherOf(english),
        translation,
        literal: english.replace(placeholders(), '').length,
      });
  }
  // The most specific pattern first: "{0} is not in {1}" must not take what a longer one says.
  patterns.sort((a, b) => b.literal - a.literal);
  return (english) => {
    const known = exact.get(english);
    if (known !== undefined) return known;
    for (const p of patterns) {
      const m = p.re.exec(english);
      if (!m) continue;
      const values = new Map(p.order.map((n, i) => [n, m[i + 1] ?? '']));
      return p.translation.replace(placeholders(), (whole, n: string) => values.get(Number(n)) ?? whole);
    }
    return english;
  };
}

type Answer = { code: string; message: string; data?: unknown };

const isAnswer = (payload: unknown): payload is Answer =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as Answer).code === 'string' &&
  typeof (payload as Answer).message === 'string';

/** The answer with its message and its fields' messages translated. */
function translated(answer: Answer, translate: Translate): Answer {
  const data = answer.data as { fields?: unknown } | null | undefined;
  const fields = Array.isArray(data?.fields)
    ? (data.fields as { field: string; message: string }[]).map((f) =>
        typeof f?.message === 'string' ? { ...f, message: translate(f.message) } : f,
      )
    : undefined;
  return {
    ...answer,
    message: translate(answer.message),
    ...(fields ? { data: { ...(data as object), fields } } : {}),
  };
}

const translators = new Map<Locale, Promise<Translate>>();

function translatorOf(locale: Locale): Promise<Translate> {
  let translator = translators.get(locale);
  if (!translator) {
    translator = answerMessages(locale).then(answerTranslator);
    translators.set(locale, translator);
  }
  return translator;
}

/** The language a request's reader is answered in (board-settings/languages.ts decides, from the board's languages). */
export type ReaderLocale = (tenant: Tenant, req: FastifyRequest) => Locale;

/** Translates every JSON answer of a board into its reader's language. */
export function registerAnswerLanguage(app: FastifyInstance, localeOf: ReaderLocale): void {
  app.addHook('preSerialization', async (req, _reply, payload) => {
    const tenant = req.ctx?.tenant;
    if (!tenant || !isAnswer(payload)) return payload;
    const locale = localeOf(tenant, req);
    if (locale === SOURCE_LOCALE) return payload;
    return translated(payload, await translatorOf(locale));
  });
}
