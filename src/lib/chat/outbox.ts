// Messages written but not yet acknowledged by the server. They stay here across a lost
// connection and are sent again, under the same clientMessageId, once it is back; the server
// stores a message once per clientMessageId, so sending twice is harmless.
import type { UploadedFile } from '@generated/api/model';
import { createStore } from './store';

export type PendingMessage = {
  clientMessageId: string;
  roomId: string;
  body: string;
  /** Files uploaded first (files/upload) and sent with the message. */
  attachments: UploadedFile[];
  /** When it was written, for ordering and the time shown next to it. */
  createdAt: string;
  status: 'sending' | 'failed';
  /** Why the server refused it (status failed). */
  error: string | null;
};

export function createOutbox() {
  const store = createStore<readonly PendingMessage[]>([]);
  const find = (id: string) => store.get().find((m) => m.clientMessageId === id);
  return {
    ...store,
    find,
    add(message: PendingMessage) {
      store.set([...store.get(), message]);
    },
    update(id: string, patch: Partial<Pick<PendingMessage, 'status' | 'error'>>) {
      if (!find(id)) return;
      store.set(store.get().map((m) => (m.clientMessageId === id ? { ...m, ...patch } : m)));
    },
    remove(id: string) {
      if (find(id)) store.set(store.get().filter((m) => m.clientMessageId !== id));
    },
    /** The messages to send again after a (re)connect, oldest first. */
    unsent: () => store.get().filter((m) => m.status === 'sending'),
    clear: () => store.set([]),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
