// The lifecycle's one seam to instant indexing: a handler map names, per operation, the jobs a
// successful call may have changed, and each such call then queues their notifications
// (queue-job.ts decides whether there is anything to say). The posting and console handler maps
// wrap themselves with it, so their own code stays as it was.
import type { HandlerArgs, HandlerMap, OperationId } from '../http/handler.ts';
import { indexJob } from './queue-job.ts';

export type JobsOfCall = { [K in OperationId]?: (args: HandlerArgs<K>) => string[] };

type Loose = (args: HandlerArgs<OperationId>) => Promise<unknown>;

export function indexingAfter(map: HandlerMap, jobsOf: JobsOfCall): HandlerMap {
  const out: Record<string, Loose | undefined> = { ...(map as Record<string, Loose | undefined>) };
  for (const [op, ids] of Object.entries(jobsOf) as [string, (args: HandlerArgs<OperationId>) => string[]][]) {
    const handler = out[op];
    if (!handler) continue;
    out[op] = async (args) => {
      const answer = await handler(args);
      await indexJob(args.ctx, ...ids(args));
      return answer;
    };
  }
  return out as HandlerMap;
}
