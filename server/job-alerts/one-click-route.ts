// RFC 8058 one-click unsubscribe: every alert e-mail's List-Unsubscribe header names
// /alert-unsubscribe?token=…, and a mail client POSTs `List-Unsubscribe=One-Click` to it. The
// same address opened in a browser (GET) is the confirmation page. The POST needs no login and
// shows no page: the signed token alone switches the alert off, and repeating it changes nothing.
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { AppError } from '../errors/errors.ts';
import { UNSUBSCRIBE_PATH } from './links.ts';
import { useAlertLink } from './unsubscribe.ts';

const schema = {
  querystring: {
    type: 'object',
    required: ['token'],
    properties: { token: { type: 'string', minLength: 20, maxLength: 2048, pattern: '^[A-Za-z0-9_.-]+$' } },
  },
} as const;

export function registerOneClickUnsubscribe(app: FastifyInstance, deps: AppDeps): void {
  void app.register(async (scope) => {
    // Mail clients post a form; its only field is fixed, so the body is read as text and ignored.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_r, body, done) => done(null, body),
    );
    scope.post(UNSUBSCRIBE_PATH, { schema, bodyLimit: 4096 }, async (req, reply) => {
      const tenant = req.ctx.tenant;
      void reply.header('cache-control', 'no-store').type('text/plain; charset=utf-8');
      if (!tenant) return reply.status(404).send('This site is not registered.');
      const { token } = req.query as { token: string };
      try {
        const result = await useAlertLink(
          { db: deps.db, tenant, config: deps.config, mailer: deps.mailer, secret: deps.secret },
          { token, action: 'unsubscribe' },
        );
        return reply.send(`You have been unsubscribed${result.alertName ? ` from ${result.alertName}` : ''}.`);
      } catch (error) {
        if (error instanceof AppError && error.status < 500) return reply.status(error.status).send(error.message);
        throw error;
      }
    });
  });
}
