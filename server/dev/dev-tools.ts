// The development tools: the dev mailbox (every one-time code), the clocks of timed runs, dev pages and the
// console board. They exist outside production only, and by default (DEV_TOOLS=local) answer only
// a client on this machine's loopback, as the client address is known after TRUST_PROXY: an
// installation started without NODE_ENV, on a network or behind a proxy, shows them to nobody
// else. DEV_TOOLS=open is the explicit switch for a demo reached from elsewhere (and the journeys,
// whose browser names a client address of its own); production refuses it (docs/security.md).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../http/context.ts';
import { isLoopback } from '../http/loopback.ts';
import { registerDevConsoleBoard } from './console-board.ts';
import { registerDevClocks } from './clocks.ts';
import { registerDevMailbox } from './mailbox.ts';
import { registerDevPages } from './pages.ts';

export async function registerDevTools(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const mode = deps.config.env === 'production' ? 'off' : deps.config.devTools;
  if (mode === 'off') return;
  await app.register(async (scope) => {
    if (mode === 'local')
      // Answered as an unknown address is: nothing says the tools are there.
      scope.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
        if (!isLoopback(req.ip)) return reply.callNotFound();
      });
    registerDevMailbox(scope, deps);
    registerDevClocks(scope, deps);
    registerDevPages(scope, deps);
    registerDevConsoleBoard(scope, deps);
  });
}
