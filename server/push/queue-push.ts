// The one way into push delivery: whoever stores a notification calls queuePush, and the
// background task `push.send` (deliver.ts) sends it to the user's devices that want its kind.
// Queuing never fails the caller's request because of a device; the task does the network work.
import type { components } from '@generated/schema';
import type { JobQueue } from '../jobs-queue/queue.ts';

export type NotificationType = components['schemas']['NotificationType'];

export const PUSH_TASK = 'push.send';

export type PushInput = {
  clientId: string;
  userId: string;
  kind: NotificationType;
  title: string;
  body: string;
  /** A path on the tenant's host the notification opens, or null. */
  link: string | null;
};

const KINDS: readonly NotificationType[] = [
  'application_status',
  'new_applicant',
  'job_alert',
  'chat_message',
  'payment',
  'system',
  'company_job',
];

export function isNotificationType(v: unknown): v is NotificationType {
  return typeof v === 'string' && (KINDS as readonly string[]).includes(v);
}

export async function queuePush(jobs: JobQueue, input: PushInput): Promise<void> {
  await jobs.send(PUSH_TASK, { ...input });
}

/** The task's data read back, or null when it is not a push (never retried). */
export function pushInputOf(data: Record<string, unknown>): PushInput | null {
  const { clientId, userId, kind, title, body, link } = data;
  if (typeof clientId !== 'string' || typeof userId !== 'string' || !isNotificationType(kind)) return null;
  if (typeof title !== 'string' || typeof body !== 'string') return null;
  if (link !== null && typeof link !== 'string') return null;
  return { clientId, userId, kind, title, body, link };
}
