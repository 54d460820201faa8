// Builds the Fastify app: request context (tenant, user), then every operation of the bundled
// contract registered by operationId with the contract's validation, the guard its x-roles and
// x-feature call for, the check that a body came (when required) in a media type the operation
// declares, and its handler — or a 501 NOT_IMPLEMENTED answer when none is built yet.
import { readContract } from './http/contract-document.ts';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { AppDeps } from './http/context.ts';
import { makeBodyCheck, type BodyRule } from './http/body-check.ts';
import { errorHandlerFor } from './http/error-handler.ts';
import { requestLocale } from './board-settings/index.ts';
import { notImplemented } from './errors/errors.ts';
import { makeFeatureGuard, makeGuard, type FeatureCheck, type OperationRules } from './http/guard.ts';
import type { HandlerArgs, HandlerMap, OperationId } from './http/handler.ts';
import { registerRefreshRoute } from './auth/index.ts';
import { registerChatSocket } from './chat/index.ts';
import { registerEventsRoute } from './analytics/index.ts';
import { registerFeeds } from './seo/index.ts';
import { registerIndexNowKeyFile } from './indexing/index.ts';
import { registerJobsWidget } from './jobs-widget/index.ts';
import { registerOneClickUnsubscribe } from './job-alerts/index.ts';
import { registerDevTools } from './dev/index.ts';
import { loggerOptions, useLogger } from './log/logger.ts';
import { registerReadiness, type Readiness } from './http/readiness.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerFiles } from './files/index.ts';
import { registerCompression } from './http/compression.ts';
import { registerDocs } from './http/docs.ts';
import { registerRequestContext } from './http/request-context.ts';
import { registerAnswerLanguage } from './http/answer-language.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSpa } from './page-serving/index.ts';
import { makeSerializerCompiler } from './http/serializer.ts';
import { makeValidatorCompiler } from './http/validator.ts';
import { allHandlers } from './all-handlers.ts';
import { callerMay, registerSandboxPages, registerPaymentWebhooks } from './payments/index.ts';
import { isPermission } from './http/permissions.ts';
import { makeTwoFactorRequirementGuard } from './two-factor/index.ts';

type OperationDoc = {
  operationId: string;
  tags?: string[];
  security?: unknown[];
  'x-roles'?: string[];
  'x-feature'?: string;
  'x-permission'?: string;
  requestBody?: { required?: boolean; content?: Record<string, unknown> };
};
type ContractDoc = { paths: Record<string, Record<string, OperationDoc>> };

export const contract = readContract<ContractDoc>();

function operationDocs(doc: ContractDoc): Map<string, OperationDoc> {
  const ops = new Map<string, OperationDoc>();
  for (const item of Object.values(doc.paths))
    for (const op of Object.values(item))
      if (op && typeof op === 'object' && 'operationId' in op) ops.set(op.operationId, op);
  return ops;
}

function rulesOf(op: OperationDoc): OperationRules {
  return {
    operationId: op.operationId,
    secured: Array.isArray(op.security) && op.security.length > 0,
    roles: op['x-roles'] ?? [],
    feature: op['x-feature'],
    permission: isPermission(op['x-permission']) ? op['x-permission'] : undefined,
  };
}

function bodyRuleOf(op: OperationDoc): BodyRule | undefined {
  if (!op.requestBody) return undefined;
  return { required: op.requestBody.required === true, mediaTypes: Object.keys(op.requestBody.content ?? {}) };
}

export type BuildOptions = {
  deps: AppDeps;
  handlers?: HandlerMap;
  features?: FeatureCheck;
  /** What /ready reports beside the database; the start marks it draining on shutdown. */
  readiness?: Readiness;
};

export async function buildApp({
  deps,
  handlers = allHandlers,
  features = callerMay,
  readiness = { draining: false },
}: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // One log for requests and background work, with secrets redacted (server/log/logger.ts).
    logger: loggerOptions(deps.config.logLevel),
    // Request lines help in production; in development they drown what `npm start` prints.
    logController: new LogController({ disableRequestLogging: deps.config.env === 'development' }),
    bodyLimit: 1024 * 1024,
    // Only trust X-Forwarded-For from the configured proxies, or per-address limits are dodged.
    trustProxy: deps.config.trustProxy as FastifyServerOptions['trustProxy'],
    // Errors Fastify meets before any route (a URL with a broken %-escape, an unsupported
    // content type) answer in the catalogue's envelope like every other error.
    frameworkErrors: (error, _req, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      void (reply as FastifyReply)
        .status(status)
        .send({ code: 'ERROR', message: 'The request is malformed', data: null });
    },
  });
  useLogger(app.log);
  app.setValidatorCompiler(makeValidatorCompiler());
  app.setSerializerCompiler(makeSerializerCompiler());
  // Answers in the reader's language (board-settings/languages.ts decides which).
  app.setErrorHandler(errorHandlerFor(requestLocale));
  await registerSecurityHeaders(app);
  await registerCompression(app);
  registerRequestContext(app, deps);
  // Every answer's message in its reader's language (docs/localization.md, "The server's messages").
  registerAnswerLanguage(app, requestLocale);
  // Before the parts that add their own series and readiness checks (chat's sockets and Redis).
  registerMetrics(app, deps);
  registerReadiness(app, deps.db, readiness);
  // Background work stops (and finishes its current batch) before the database goes away.
  app.addHook('onClose', async () => deps.jobs.stop());
  // The rate limits count in their shared store from the first request, and let it go on close.
  app.addHook('onReady', async () => deps.rateLimits.ready());
  app.addHook('onClose', async () => deps.rateLimits.close());
  // With SMTP a mail's delivery job is written in its action's transaction, which on PGlite holds
  // the pool's one connection: the queue is started before the first request can send one.
  if (deps.config.smtpUrl) app.addHook('onReady', async () => deps.jobs.ready());
  // Before the contract's routes: they need the multipart parser and the upload hook.
  await registerFiles(app, deps);
  await registerDevTools(app, deps);
  registerEventsRoute(app, deps);
  registerRefreshRoute(app, deps);
  registerFeeds(app, deps);
  registerIndexNowKeyFile(app, deps);
  registerJobsWidget(app, deps);
  registerOneClickUnsubscribe(app, deps);
  registerPaymentWebhooks(app, deps);
  registerSandboxPages(app, deps);
  await registerChatSocket(app, deps);

  await registerDocs(app, contract);
  app.get('/health', async () => ({ code: 'SUCCESS', message: 'ok', data: { status: 'ok' } }));

  const ops = operationDocs(contract);
  const map = handlers as Record<string, ((args: HandlerArgs<OperationId>) => Promise<unknown>) | undefined>;
  await app.register(openapiGlue, {
    specification: contract,
    operationResolver: (operationId: string) => {
      const op = ops.get(operationId);
      const bodyRule = op && bodyRuleOf(op);
      const handler = map[operationId];
      return {
        config: { operationId },
        // The guard first: a caller who may not call the operation hears that, not what is wrong with
        // its body. The plan check last: what a request lacks is said before what the plan lacks.
        preHandler: [
          ...(op ? [makeGuard(rulesOf(op))] : []),
          ...(op ? [makeTwoFactorRequirementGuard({ ...rulesOf(op), tags: op.tags ?? [] })] : []),
          ...(bodyRule ? [makeBodyCheck(bodyRule)] : []),
          ...(op ? [makeFeatureGuard(rulesOf(op), features)] : []),
        ],
        handler: async (req: FastifyRequest, reply: FastifyReply) => {
          if (!handler) throw notImplemented(operationId);
          return handler({
            req,
            reply,
            body: req.body as never,
            params: req.params as never,
            query: req.query as never,
            ctx: req.ctx,
          });
        },
      } as never;
    },
  });

  await registerSpa(app, deps.config.distDir);
  return app;
}
