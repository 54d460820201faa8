// Fixture mode's chat: the screen and the header badge render from the contract examples, and no
// socket is ever opened (there is no server to open it to).
import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import ChatBadge from '@/components/layout/chat-badge';
import { ChatPage } from '@/features/chat/chat-page';
import { configureHttp } from '@/lib/api/http';
import { chatSocket } from '@/lib/chat/chat-socket';
import { clearStoredSession, getSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import { handlers } from './fixture-handlers';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  chatSocket.reset();
  clearStoredSession();
});
afterAll(() => server.close());

const ROOM = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f';
const CANDIDATE = 'candidate';

describe('fixture mode, chat', () => {
  it('shows the conversations and the room without a socket', async () => {
    const connect = vi.fn();
    chatSocket.configure({ fixtureMode: true, connect });
    configureHttp({ origin: 'http://fixtures.test', getToken: () => getSession()?.token, onFailure: vi.fn() });
    setSession('t', { firstName: 'Priya', lastName: 'Raghavan', email: 'p@r.in', role: CANDIDATE, companyName: null });
    await renderWithRouter(
      <>
        <ChatBadge role={CANDIDATE} />
        <ChatPage roomId={ROOM} />
      </>,
      { path: `/jobsseekers/chat/${ROOM}` },
    );
    await waitFor(() => expect(screen.getAllByTestId('chat-message')).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Daniel Okafor', level: 2 })).toBeTruthy();
    const badge = await screen.findByTestId('chat-unread-badge');
    await waitFor(() => expect(badge.getAttribute('aria-label')).toMatch(/unread message/));
    expect(screen.getByText('Live chat is not connected. Messages you write are sent once it is.')).toBeTruthy();
    expect(connect).not.toHaveBeenCalled();
    expect(chatSocket.status.get()).toBe('off');
  });
});
