// Uploads and downloads: @fastify/multipart with a receiver that streams upload parts to
// temporary files before the contract validates the body, cleanup of what a handler left, and
// GET /files/:name. Must be registered before the contract's operations (app.ts).
import { readContract } from '../http/contract-document.ts';
import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { cleanReceived, makeMultipartReceiver, MULTIPART_LIMITS } from './multipart.ts';
import { serveFile } from './serve.ts';

type Operation = { operationId?: string; security?: unknown[]; requestBody?: { content?: Record<string, unknown> } };

/** The contract's multipart operations, each with whether it needs a signed-in caller. */
function multipartOperations(): Map<string, { secured: boolean }> {
  const doc = readContract<{ paths: Record<string, Record<string, Operation>> }>();
  const ops = new Map<string, { secured: boolean }>();
  for (const item of Object.values(doc.paths))
    for (const op of Object.values(item))
      if (op.operationId && op.requestBody?.content?.['multipart/form-data'])
        ops.set(op.operationId, { secured: Boolean(op.security?.length) });
  return ops;
}

const REGISTERED = Symbol.for('jobboard.files');

/**
 * Call as `await registerFiles(app, deps)`. Everything but the multipart plugin is added at once;
 * the plugin loads when the returned registration is awaited (or when the app boots).
 */
export function registerFiles(app: FastifyInstance, deps: AppDeps): PromiseLike<unknown> {
  // Registering twice would add the parser and hooks twice; the first registration wins.
  const marked = app as FastifyInstance & { [REGISTERED]?: boolean };
  if (marked[REGISTERED]) return Promise.resolve();
  marked[REGISTERED] = true;

  const incoming = join(deps.config.filesDir, '.incoming');
  app.addHook('preValidation', makeMultipartReceiver({ operations: multipartOperations(), incomingDir: incoming }));
  // Before the reply leaves, so no temporary file outlives the request it came with.
  app.addHook('onSend', async (req, _reply, payload) => {
    await cleanReceived(req);
    return payload;
  });
  app.addHook('onRequestAbort', async (req) => cleanReceived(req));
  app.get<{ Params: { name: string } }>('/files/:name', serveFile);
  return app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
}
