// One error handler: validation failures become 400 with the fields named, AppErrors keep their
// status and code, anything else is logged and answered as a 500 without details.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import ajvLocalize from 'ajv-i18n';
import { SOURCE_LOCALE, type Locale } from '../../shared/i18n/locales.ts';
import type { ReaderLocale } from './answer-language.ts';
import { isCancelledStatement } from '../db/errors.ts';
import { AppError, tookTooLong } from '../errors/errors.ts';
import { INPUT_RULES } from './input-rules.ts';

/** Ajv's messages in each language but English (the schema's words are Ajv's own in English). */
const AJV_LANGUAGES: Partial<Record<Locale, typeof ajvLocalize.es>> = { es: ajvLocalize.es };

const GENERIC = 'Oops, something went wrong !';
const TOOK_TOO_LONG = 'This took too long to answer; please try again in a moment';
/** Seconds a request cut short by the statement timeout is asked to wait before it is sent again. */
const RETRY_AFTER_TOO_LONG = 5;

/** The error handler, answering a board's reader in their language (`localeOf`: board-settings/languages.ts). */
export function errorHandlerFor(localeOf: ReaderLocale) {
  return (error: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply): void =>
    answerError(error, req, reply, req.ctx?.tenant ? localeOf(req.ctx.tenant, req) : SOURCE_LOCALE);
}

function answerError(error: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply, locale: Locale): void {
  // The client went away mid-answer (a closed tab, a navigation while a compressed answer was
  // streaming): nobody is left to answer, and writing the envelope only failed a second time.
  if (reply.raw.destroyed || error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
    req.log.debug({ err: error }, 'client closed the connection before the answer was sent');
    return;
  }
  if (isCancelledStatement(error)) {
    req.log.warn({ err: error }, 'a statement ran past the statement timeout');
    return answerError(tookTooLong(TOOK_TOO_LONG), req, reply, locale);
  }
  if (error instanceof AppError) {
    if (error.code === 'LIMIT_OVER' && error.data?.retryAfterSeconds)
      reply.header('retry-after', error.data.retryAfterSeconds);
    if (error.status === 503) reply.header('retry-after', RETRY_AFTER_TOO_LONG);
    void reply.status(error.status).send({ code: error.code, message: error.message, data: error.data });
    return;
  }
  if (error.validation) {
    // The schema's own words (Ajv's) in the reader's language, by Ajv's translations; the
    // messages of our own keyword are translated as the answer leaves (answer-language.ts).
    const localize = AJV_LANGUAGES[locale];
    localize?.(error.validation.filter((v) => v.keyword !== INPUT_RULES) as Parameters<typeof ajvLocalize.es>[0]);
    const fields = error.validation.map((v) => {
      const at = `${error.validationContext ?? 'body'}${v.instancePath.replace(/\//g, '.')}`;
      const params = v.params as { unevaluatedProperty?: string; additionalProperty?: string };
      const extra = params.unevaluatedProperty ?? params.additionalProperty;
      return extra
        ? { field: `${at}.${extra}`, message: 'is not allowed' }
        : { field: at, message: v.message ?? 'is invalid' };
    });
    const first = fields[0];
    const message = first ? `${first.field} ${first.message}` : 'The request is invalid';
    void reply.status(400).send({ code: 'ERROR', message, data: { fields } });
    return;
  }
  const status = error.statusCode ?? 500;
  if (status === 429) {
    void reply
      .status(429)
      .send({ code: 'LIMIT_OVER', message: 'Too many attempts, please try again later', data: null });
    return;
  }
  if (status === 413) {
    void reply.status(413).send({ code: 'ERROR', message: 'The file is larger than 25 MB', data: null });
    return;
  }
  if (status >= 500) {
    req.log.error({ err: error }, 'request failed');
    void reply.status(500).send({ code: 'ERROR', message: GENERIC, data: null });
    return;
  }
  void reply.status(status).send({ code: 'ERROR', message: error.message || GENERIC, data: null });
}
