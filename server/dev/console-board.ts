// POST /dev/board/console-admin: gives the request's board an admin account (e-mail and password
// of the caller's choosing) and the premium plan, so a journey can run the admin console on a board
// of its own made through onboarding, whose signup makes an employer owner on a trial plan. Like
// the dev mailbox, never in production.
import type { FastifyInstance } from 'fastify';
import { isUniqueViolation } from '../db/errors.ts';
import { hashPassword } from '../credentials/passwords.ts';
import type { AppDeps } from '../http/context.ts';
import { insertUser, setPremiumPlan } from './console-board-repo.ts';

const schema = {
  body: {
    type: 'object',
    required: ['email', 'password'],
    additionalProperties: false,
    properties: {
      email: { type: 'string', format: 'email', maxLength: 254 },
      password: { type: 'string', minLength: 8, maxLength: 72 },
      firstName: { type: 'string', minLength: 1, maxLength: 60 },
      lastName: { type: 'string', minLength: 1, maxLength: 60 },
    },
  },
} as const;

type Body = { email: string; password: string; firstName?: string; lastName?: string };

export function registerDevConsoleBoard(app: FastifyInstance, deps: AppDeps): void {
  app.post('/dev/board/console-admin', { schema }, async (req, reply) => {
    const tenant = req.ctx?.tenant;
    if (!tenant)
      return reply.status(404).send({ code: 'INVALID_CLIENT', message: 'This site is not registered', data: null });
    const body = req.body as Body;
    try {
      const userId = await deps.db.transaction().execute(async (trx) => {
        await setPremiumPlan(trx, tenant.id);
        return insertUser(trx, tenant.id, {
          role: 'admin',
          employer_kind: null,
          company_id: null,
          invited_by: null,
          email: body.email.toLowerCase(),
          password_hash: await hashPassword(body.password),
          first_name: body.firstName ?? 'Board',
          last_name: body.lastName ?? 'Admin',
          mob_no: null,
          country_code: null,
          designation: 'Site administrator',
          avatar_uri: null,
          permissions: [],
          status: 'active',
          email_verified_at: new Date(),
          last_active_at: null,
          deleted_at: null,
        });
      });
      return { code: 'SUCCESS', message: 'Console admin created', data: { _id: userId } };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return reply
        .status(409)
        .send({ code: 'ALREADY_EXIST', message: 'This e-mail already has an account', data: null });
    }
  });
}
