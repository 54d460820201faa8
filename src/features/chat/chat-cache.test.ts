// A live message and a history load on its way: the load was read before the message was stored,
// so its answer would leave the message out; it is asked again and the message is in the history.
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { ChatMessage, ListChatRoomMessages200 } from '@generated/api/model';
import { addToHistory, historyKey, type History } from './chat-cache';
import { oldestFirst } from './use-room-history';

const oldestFirstIds = (h: History | undefined) => oldestFirst(h).map((m) => m._id);

const message = (id: string): ChatMessage =>
  ({ _id: id, roomId: 'room-1', body: id, createdAt: new Date().toISOString() }) as ChatMessage;

const page = (items: ChatMessage[]): ListChatRoomMessages200 =>
  ({ code: 'SUCCESS', message: 'ok', data: { items, pagination: { total: items.length } } }) as ListChatRoomMessages200;

describe('a message and the history loading at once', () => {
  it('asks for the history again when a load read before the message is on its way', async () => {
    const client = new QueryClient();
    const stored: ChatMessage[] = [];
    let answer: (() => void) | undefined;
    let loads = 0;
    const observer = new QueryObserver<History>(client, {
      queryKey: historyKey('room-1'),
      // Each load reads what is stored when it starts, and answers when the test says.
      queryFn: () => {
        loads++;
        const read = [...stored];
        return new Promise((resolve) => {
          answer = () => resolve({ pages: [page(read)], pageParams: [null] });
        });
      },
    });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(loads).toBe(1);
    const sent = message('m-1');
    stored.push(sent);
    addToHistory(client, sent);
    // The first load, read before the message, is asked again; the second answers.
    await expect.poll(() => loads).toBe(2);
    answer?.();
    await expect.poll(() => oldestFirstIds(client.getQueryData<History>(historyKey('room-1')))).toEqual(['m-1']);
    unsubscribe();
  });

  it('adds a message to a loaded history once', () => {
    const client = new QueryClient();
    client.setQueryData<History>(historyKey('room-1'), { pages: [page([message('m-1')])], pageParams: [null] });
    addToHistory(client, message('m-2'));
    addToHistory(client, message('m-2'));
    expect(oldestFirstIds(client.getQueryData<History>(historyKey('room-1'))).sort()).toEqual(['m-1', 'm-2']);
  });
});
