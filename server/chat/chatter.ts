// Who is chatting: the signed-in user on one side of a room. Employers (owners and team members)
// speak for their company, so their rooms are the company's; a candidate's rooms are their own.
import type { Db } from '../db/database.ts';
import type { ChatSide } from '../db/tables-chat.ts';
import { tenantOf, userOf, type RequestContext } from '../http/context.ts';
import { forbidden } from '../errors/errors.ts';

export type Chatter = {
  db: Db;
  clientId: string;
  userId: string;
  side: ChatSide;
  /** The employer's company; null for a candidate. */
  companyId: string | null;
  name: string;
};

export function chatterOf(ctx: RequestContext): Chatter {
  const user = userOf(ctx);
  const side: ChatSide = user.role === 'candidate' ? 'candidate' : 'employer';
  if (side === 'employer' && !user.companyId) throw forbidden('Set up your company before you chat with candidates');
  return {
    db: ctx.db,
    clientId: tenantOf(ctx).id,
    userId: user.id,
    side,
    companyId: side === 'employer' ? user.companyId : null,
    name: `${user.firstName} ${user.lastName}`.trim(),
  };
}
