// Handlers are registered by operationId and typed from the generated contract types, so a
// handler's body, params, query and answer are checked against the same schemas the web app uses.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@generated/schema';
import type { RequestContext } from './context.ts';

export type OperationId = keyof operations;

type JsonOf<T> = T extends { content: { 'application/json': infer C } } ? C : never;
type Op<K extends OperationId> = operations[K];

export type BodyOf<K extends OperationId> =
  Op<K> extends { requestBody?: infer RB }
    ? NonNullable<RB> extends { content: infer C }
      ? C[keyof C] extends infer M
        ? M
        : never
      : never
    : undefined;
export type ParamsOf<K extends OperationId> = Op<K> extends { parameters: { path?: infer P } } ? NonNullable<P> : never;
export type QueryOf<K extends OperationId> = Op<K> extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;
/**
 * What a handler answers: the JSON of its 200 response, or, for an operation whose 200 is not JSON
 * (a PDF, a zip, a downloaded document), the reply it sent the bytes with (`reply.type(...).send(...)`).
 */
export type AnswerOf<K extends OperationId> =
  Op<K> extends { responses: { 200: infer R } } ? ([JsonOf<R>] extends [never] ? FastifyReply : JsonOf<R>) : never;

export type HandlerArgs<K extends OperationId> = {
  req: FastifyRequest;
  reply: FastifyReply;
  body: BodyOf<K>;
  params: ParamsOf<K>;
  query: QueryOf<K>;
  ctx: RequestContext;
};

export type Handler<K extends OperationId> = (args: HandlerArgs<K>) => Promise<AnswerOf<K>>;

export type HandlerMap = { [K in OperationId]?: Handler<K> };

/** Declares a group of handlers with their types checked against the contract. */
export function handlers(map: HandlerMap): HandlerMap {
  return map;
}
