import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  getGetChatRoomMockHandler,
  getGetChatRoomResponseMock,
  getListChatRoomMessagesMockHandler,
  getListChatRoomMessagesResponseMock,
  getListChatRoomsMockHandler,
  getListChatRoomsResponseMock,
  getReportChatResponseMock,
} from '@generated/api/chat/chat.msw';
import { getUploadFileMockHandler } from '@generated/api/files/files.msw';
import type { ChatMessage, ChatRoomListQuery, ListChatRoomMessages200 } from '@generated/api/model';
import { configureHttp } from '@/lib/api/http';
import { chatSocket } from '@/lib/chat/chat-socket';
import { fakeChatSockets, type FakeSocket } from '@/lib/chat/fake-socket';
import { clearStoredSession, getSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { ChatPage } from './chat-page';

const server = setupServer();
const ROOM = getGetChatRoomResponseMock().data._id;
const EMPLOYER_ID = '6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e';
const CANDIDATE_ID = '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a';

function signInAs(role: 'candidate' | 'employer') {
  setSession(`${role}-token`, {
    firstName: role === 'employer' ? 'Daniel' : 'Priya',
    lastName: role === 'employer' ? 'Okafor' : 'Raghavan',
    email: `${role}@example.com`,
    role,
    companyName: role === 'employer' ? 'Northwind Logistics' : null,
  });
}

function message(over: Partial<ChatMessage>): ChatMessage {
  return {
    _id: 'm-x',
    roomId: ROOM,
    senderId: EMPLOYER_ID,
    body: 'Hello',
    attachments: [],
    createdAt: '2026-04-03T10:00:00.000Z',
    readAt: null,
    clientMessageId: null,
    ...over,
  };
}

function serveMessages(items: ChatMessage[]) {
  const example = getListChatRoomMessagesResponseMock();
  server.use(
    getListChatRoomMessagesMockHandler({
      ...example,
      data: { items, pagination: { page: 1, limit: 30, total: items.length, totalPages: 1 } },
    } satisfies ListChatRoomMessages200),
  );
}

async function renderChat(path = `/employer/chat/${ROOM}`) {
  const result = await renderWithRouter(<ChatPage roomId={ROOM} />, { path });
  await screen.findByRole('log');
  return result;
}

/** Opens the tab's connection on a fake socket and connects it. */
async function connect(path = `/employer/chat/${ROOM}`): Promise<FakeSocket> {
  const sockets = fakeChatSockets();
  chatSocket.sync({ pathname: path, token: getSession()?.token, allowed: true });
  await waitFor(() => expect(sockets).toHaveLength(1));
  const socket = sockets[0] as FakeSocket;
  act(() => socket.fire('connect'));
  return socket;
}

const messageTexts = () => screen.queryAllByTestId('chat-message').map((m) => m.textContent ?? '');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureHttp({ origin: 'http://jobs.test', getToken: () => getSession()?.token, onFailure: vi.fn() });
  signInAs('employer');
  server.use(getListChatRoomsMockHandler(), getGetChatRoomMockHandler(), getListChatRoomMessagesMockHandler());
});
afterEach(() => {
  chatSocket.reset();
  clearStoredSession();
  server.resetHandlers();
});
afterAll(() => server.close());

/** jsdom lays out like a phone: the room first, the list after Back. */
async function showList() {
  fireEvent.click(await screen.findByRole('button', { name: 'Back to conversations' }));
}

describe('ChatPage: the conversations', () => {
  it('lists each conversation with the other person, the job, the newest message and the unread count', async () => {
    const example = getListChatRoomsResponseMock();
    const [open] = example.data.items;
    if (!open) throw new Error('the example lists a room');
    const other = { ...open, _id: 'room-2', jobTitle: 'Forklift Driver', unreadCount: 3 };
    server.use(
      getListChatRoomsMockHandler({
        ...example,
        data: {
          ...example.data,
          items: [open, other],
          unread: {
            total: 5,
            rooms: [
              { roomId: open._id, count: 2 },
              { roomId: 'room-2', count: 3 },
            ],
          },
        },
      }),
    );
    await renderChat();
    expect(screen.queryByRole('list', { name: 'Conversations' })).toBeNull();
    await showList();
    expect(screen.queryByRole('log')).toBeNull();
    const list = screen.getByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(within(list).getAllByTestId('chat-room-row')).toHaveLength(2));
    const [current, second] = within(list).getAllByTestId('chat-room-row');
    expect(current?.textContent).toContain('Priya Raghavan');
    expect(current?.textContent).toContain('Warehouse Operations Manager');
    expect(current?.textContent).toContain('Thursday at 11:00 works for me. Should I bring anything?');
    expect(current?.getAttribute('href')).toBe(`/employer/chat/${ROOM}`);
    expect(current?.getAttribute('aria-current')).toBe('page');
    // The open room has just been read.
    expect(current?.textContent).not.toContain('unread');
    expect(second?.textContent).toContain('Forklift Driver');
    expect(second?.textContent).toContain('3 unread messages');
    expect(second?.getAttribute('href')).toBe('/employer/chat/room-2');
    fireEvent.click(current as HTMLElement);
    expect(await screen.findByRole('log')).toBeTruthy();
  });

  it('asks for unread conversations only and searches by name or job', async () => {
    const asked: ChatRoomListQuery[] = [];
    server.use(
      getListChatRoomsMockHandler(async ({ request }) => {
        asked.push((await request.json()) as ChatRoomListQuery);
        return getListChatRoomsResponseMock();
      }),
    );
    await renderChat();
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toEqual({ page: 1, limit: 20 });
    await showList();

    fireEvent.click(screen.getByRole('switch', { name: 'Unread only' }));
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: 1, limit: 20, unreadOnly: true }));

    const search = screen.getByRole('textbox', { name: 'Search conversations' });
    fireEvent.change(search, { target: { value: 'Warehouse' } });
    fireEvent.submit(search);
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: 1, limit: 20, unreadOnly: true, search: 'Warehouse' }));
  });

  it('says so when there are no conversations yet', async () => {
    const example = getListChatRoomsResponseMock();
    server.use(
      getListChatRoomsMockHandler({
        ...example,
        data: {
          items: [],
          pagination: { page: 1, limit: 20, total: 0, totalPages: 0 },
          unread: { total: 0, rooms: [] },
        },
      }),
    );
    await renderChat();
    await showList();
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
  });
});

describe('ChatPage: the room', () => {
  it('shows the history oldest first, own messages marked, with a day separator', async () => {
    await renderChat();
    await waitFor(() => expect(messageTexts()).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('chat-message');
    expect(first?.textContent).toContain('Hi Priya, thanks for applying.');
    expect(first?.dataset.own).toBe('true');
    expect(first?.dataset.state).toBe('read');
    expect(second?.textContent).toContain('Thursday at 11:00 works for me. I have attached my updated resume.');
    expect(second?.dataset.own).toBeUndefined();
    expect(within(second as HTMLElement).getByRole('link', { name: /Priya_Raghavan_Resume\.pdf/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Priya Raghavan', level: 2 })).toBeTruthy();
    const log = screen.getByRole('log', { name: 'Messages with Priya Raghavan' });
    expect(log.getAttribute('aria-live')).toBe('polite');
  });

  it('loads earlier messages above, asking for those before the oldest shown', async () => {
    const newer = [
      message({ _id: 'm-3', body: 'Third', createdAt: '2026-04-03T10:03:00.000Z' }),
      message({ _id: 'm-2', body: 'Second', createdAt: '2026-04-02T10:02:00.000Z' }),
    ];
    const older = [message({ _id: 'm-1', body: 'First', createdAt: '2026-04-01T10:01:00.000Z' })];
    const asked: Array<{ before?: string }> = [];
    const example = getListChatRoomMessagesResponseMock();
    server.use(
      getListChatRoomMessagesMockHandler(async ({ request }) => {
        const query = (await request.json()) as { before?: string };
        asked.push(query);
        const items = query.before === 'm-2' ? older : newer;
        const total = query.before === 'm-2' ? 1 : 3;
        return { ...example, data: { items, pagination: { page: 1, limit: 30, total, totalPages: 1 } } };
      }),
    );
    await renderChat();
    await waitFor(() => expect(messageTexts()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Load earlier messages' }));
    await waitFor(() => expect(messageTexts()).toHaveLength(3));
    expect(asked.at(-1)).toMatchObject({ before: 'm-2' });
    expect(messageTexts().map((t) => t.match(/First|Second|Third/)?.[0])).toEqual(['First', 'Second', 'Third']);
    expect(screen.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
    // A separator for each day.
    expect(screen.getAllByRole('separator')).toHaveLength(3);
  });

  it('renders message text as text, with only http(s) addresses as safe links', async () => {
    serveMessages([
      message({
        _id: 'm-1',
        senderId: CANDIDATE_ID,
        body: 'My portfolio: https://priya.example/work. <img src=x onerror="alert(1)"> javascript:alert(1)',
      }),
    ]);
    const { container } = await renderChat();
    const item = await screen.findByTestId('chat-message');
    const links = within(item).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://priya.example/work');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(item.textContent).toContain('<img src=x onerror="alert(1)"> javascript:alert(1)');
    expect(container.querySelector('[role="log"] img')).toBeNull();
  });

  it('uploads a chosen file first and sends it with the message', async () => {
    serveMessages([]);
    const stored = { uri: '/files/3f2a9c1e.pdf', name: 'Portfolio.pdf', mimeType: 'application/pdf', size: 8 };
    const purposes: string[] = [];
    server.use(
      getUploadFileMockHandler(async ({ request }) => {
        purposes.push(String((await request.formData()).get('purpose')));
        return { code: 'SUCCESS', message: 'Uploaded', data: stored };
      }),
    );
    await renderChat();
    const socket = await connect();
    expect(screen.getByRole('button', { name: 'Attach a file' })).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['%PDF-1.4'], 'Portfolio.pdf', { type: 'application/pdf' })] },
    });
    const files = await screen.findByRole('group', { name: 'Files to send' });
    expect(files.textContent).toContain('Portfolio.pdf');
    expect(purposes).toEqual(['document']);
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const [sent] = socket.sent('sendMessage');
    expect(sent?.payload).toMatchObject({ roomId: ROOM, body: '', attachments: [stored] });
    expect(screen.queryByRole('group', { name: 'Files to send' })).toBeNull();
  });

  it('shows a sent message as pending, then as stored once the server acknowledges it', async () => {
    serveMessages([]);
    await renderChat();
    expect(await screen.findByText('No messages yet. Say hello!')).toBeTruthy();
    const socket = await connect();
    const composer = screen.getByRole('textbox', { name: 'Message to Priya Raghavan' });
    // The hooks an end-to-end test finds them by.
    expect(screen.getByTestId('chat-composer')).toBe(composer);
    expect(screen.getByTestId('chat-send')).toBe(screen.getByRole('button', { name: 'Send message' }));
    fireEvent.change(composer, { target: { value: 'Can we move it to 11:30?' } });
    expect(screen.getByText('24 / 5,000 characters')).toBeTruthy();
    fireEvent.keyDown(composer, { key: 'Enter' });

    const pending = await screen.findByTestId('chat-message');
    expect(pending.dataset.state).toBe('sending');
    expect(pending.textContent).toContain('Sending…');
    expect((composer as HTMLTextAreaElement).value).toBe('');

    const [sent] = socket.sent('sendMessage');
    const payload = sent?.payload as { roomId: string; body: string; clientMessageId: string };
    expect(payload).toMatchObject({ roomId: ROOM, body: 'Can we move it to 11:30?' });
    const stored = message({ _id: 'm-new', body: payload.body, clientMessageId: payload.clientMessageId });
    act(() => {
      sent?.ack?.({ code: 'SUCCESS', message: 'Sent', data: stored });
      // The server's newMessage brings the same message to this tab too: it is shown once.
      socket.fire('newMessage', stored);
    });
    await waitFor(() => expect(screen.getByTestId('chat-message').dataset.state).toBe('sent'));
    expect(screen.getAllByTestId('chat-message')).toHaveLength(1);
  });

  it('keeps Shift+Enter as a new line and sends nothing empty', async () => {
    await renderChat();
    const socket = await connect();
    const composer = screen.getByRole('textbox', { name: 'Message to Priya Raghavan' });
    fireEvent.keyDown(composer, { key: 'Enter', shiftKey: true });
    fireEvent.change(composer, { target: { value: '   ' } });
    fireEvent.keyDown(composer, { key: 'Enter' });
    expect(socket.sent('sendMessage')).toHaveLength(0);
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('marks the room read on opening and when the other side writes, and shows read receipts', async () => {
    serveMessages([message({ _id: 'm-own', body: 'Are you free on Thursday?' })]);
    await renderChat();
    const socket = await connect();
    await waitFor(() => expect(socket.sent('markRead')).toHaveLength(1));
    expect(socket.sent('markRead')[0]?.payload).toEqual({ roomId: ROOM });
    await waitFor(() => expect(screen.getByTestId('chat-message').dataset.state).toBe('sent'));

    act(() => socket.fire('messagesRead', { roomId: ROOM, side: 'candidate', readAt: '2026-04-03T10:05:00.000Z' }));
    await waitFor(() => expect(screen.getByTestId('chat-message').dataset.state).toBe('read'));

    act(() => socket.fire('typing', { roomId: ROOM, userId: CANDIDATE_ID, name: 'Priya Raghavan' }));
    expect(await screen.findByText('Priya Raghavan is typing…')).toBeTruthy();

    act(() =>
      socket.fire(
        'newMessage',
        message({
          _id: 'm-reply',
          senderId: CANDIDATE_ID,
          body: 'Yes, Thursday works.',
          createdAt: '2026-04-03T10:06:00.000Z',
        }),
      ),
    );
    await waitFor(() => expect(messageTexts().at(-1)).toContain('Yes, Thursday works.'));
    expect(socket.sent('markRead')).toHaveLength(2);
  });

  it('says when the chat is offline, keeping what is written', async () => {
    serveMessages([]);
    await renderChat();
    const socket = await connect();
    act(() => socket.fire('disconnect', 'transport close'));
    expect(
      await screen.findByText('You are offline. Messages you write are sent once the connection is back.'),
    ).toBeTruthy();
    const composer = screen.getByRole('textbox', { name: 'Message to Priya Raghavan' });
    fireEvent.change(composer, { target: { value: 'Still there?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByTestId('chat-message')).dataset.state).toBe('sending');
    expect(socket.sent('sendMessage')).toHaveLength(0);
    act(() => socket.reconnect());
    expect(socket.sent('sendMessage')).toHaveLength(1);
  });

  it('says so when the room does not exist', async () => {
    server.use(
      http.post('*/client/api/v1/chat/get-chat-room/:id', () =>
        HttpResponse.json({ code: 'ERROR', message: 'Not found', data: null }, { status: 404 }),
      ),
    );
    await renderWithRouter(<ChatPage roomId={ROOM} />, { path: `/employer/chat/${ROOM}` });
    expect(await screen.findByText('Conversation not found')).toBeTruthy();
  });
});

describe('ChatPage: block and report', () => {
  it('lets a candidate block the company after confirming', async () => {
    signInAs('candidate');
    await renderChat(`/jobsseekers/chat/${ROOM}`);
    const socket = await connect(`/jobsseekers/chat/${ROOM}`);
    fireEvent.click(screen.getByRole('button', { name: 'Conversation actions' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Block company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Northwind Logistics?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Block company' }));
    const [block] = socket.sent('blockCompany');
    expect(block?.payload).toEqual({ roomId: ROOM });
    await act(async () => block?.ack?.({ code: 'SUCCESS', message: 'Blocked', data: { blocked: true } }));
    expect(await screen.findByText('You blocked Northwind Logistics. They can no longer message you.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers employers no block, and reports a conversation with a reason over the API', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/client/api/v1/chat/report/:id', async ({ request, params }) => {
        sent.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ ...getReportChatResponseMock(), message: 'Thank you' });
      }),
    );
    await renderChat();
    fireEvent.click(screen.getByRole('button', { name: 'Conversation actions' }));
    expect(screen.queryByRole('menuitem', { name: 'Block company' })).toBeNull();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Report conversation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this conversation' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Choose a reason')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Something else' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Say what is wrong')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Details/ }), {
      target: { value: 'Asked me to pay for training' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([{ id: ROOM, body: { reason: 'other', details: 'Asked me to pay for training' } }]);
    // The room now says its report waits.
    fireEvent.click(screen.getByRole('button', { name: 'Conversation actions' }));
    const reported = await screen.findByRole('menuitem', { name: 'Conversation reported, waiting for the moderators' });
    expect(reported.hasAttribute('disabled') || reported.getAttribute('data-disabled') === 'true').toBe(true);
  });

  it('reports a message of the other side, and says so when it was reported already', async () => {
    serveMessages([
      message({ _id: 'm-own', senderId: EMPLOYER_ID, body: 'Our offer' }),
      message({ _id: 'm-theirs', senderId: CANDIDATE_ID, body: 'Pay me first', createdAt: '2026-04-03T10:01:00.000Z' }),
    ]);
    const sent: unknown[] = [];
    server.use(
      http.post('*/client/api/v1/chat/report/:id', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ code: 'ALREADY_EXIST', message: 'Already reported', data: null }, { status: 409 });
      }),
    );
    await renderChat();
    // Only the other side's messages can be reported.
    expect(screen.getAllByRole('button', { name: /^Actions for the message from/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Actions for the message from Priya Raghavan' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Report message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
    expect(within(dialog).getByText('Pay me first')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A scam, or a request for money' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(/You have already reported this message/)).toBeTruthy();
    expect(sent).toEqual([{ reason: 'scam', messageId: 'm-theirs' }]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(messageTexts().find((t) => t.includes('Pay me first'))).toContain('Reported');
  });
});

describe('ChatPage: moderation', () => {
  it('shows removed messages as removed and a closed room without a way to write', async () => {
    const example = getGetChatRoomResponseMock();
    server.use(
      getGetChatRoomMockHandler({ ...example, data: { ...example.data, closedAt: '2026-04-03T11:00:00.000Z' } }),
    );
    serveMessages([
      message({ _id: 'm-gone', senderId: CANDIDATE_ID, body: "Removed by the board's moderators", removed: true }),
    ]);
    await renderChat();
    expect(screen.getByText('This conversation is closed')).toBeTruthy();
    const box = screen.getByRole('textbox', { name: /Message to/ });
    expect((box as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.getByText(/Closed by the board’s moderators/)).toBeTruthy();
    expect(messageTexts()).toEqual([expect.stringContaining("Removed by the board's moderators")]);
    // A removed message offers no report.
    expect(screen.queryByRole('button', { name: /^Actions for the message from/ })).toBeNull();
  });

  it('follows the moderators live: a removed message and a closed room', async () => {
    serveMessages([message({ _id: 'm-live', senderId: CANDIDATE_ID, body: 'Send me money' })]);
    await renderChat();
    const socket = await connect();
    expect(messageTexts()[0]).toContain('Send me money');
    act(() =>
      socket.fire(
        'messageRemoved',
        message({ _id: 'm-live', senderId: CANDIDATE_ID, body: "Removed by the board's moderators", removed: true }),
      ),
    );
    await waitFor(() => expect(messageTexts()[0]).toContain("Removed by the board's moderators"));
    expect(messageTexts()[0]).not.toContain('Send me money');
    act(() => socket.fire('roomClosed', { roomId: ROOM, closedAt: '2026-04-03T11:00:00.000Z' }));
    expect(await screen.findByText('This conversation is closed')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Message to/ }) as HTMLTextAreaElement).disabled).toBe(true);
  });
});
