// The resume vertical's background tasks, registered with the others in server/background-tasks.ts.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { TaskDefinition } from '../jobs-queue/queue.ts';
import { resumeParseTask } from './parse-task.ts';
import { resumeSweepTask } from './sweep.ts';

export function resumeTasks(env: { db: Db; config: Config }): TaskDefinition[] {
  return [resumeParseTask(env), resumeSweepTask(env)];
}
