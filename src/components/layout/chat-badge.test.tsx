import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getListChatRoomsMockHandler } from '@generated/api/chat/chat.msw';
import {
  getGetTenantSettingsMockHandler,
  getGetTenantSettingsResponseMock,
} from '@generated/api/board-settings/board-settings.msw';
import { configureHttp } from '@/lib/api/http';
import { chatSocket } from '@/lib/chat/chat-socket';
import { fakeChatSockets } from '@/lib/chat/fake-socket';
import { clearStoredSession, getSession, setSession } from '@/lib/session/session';
import { renderWithRouter } from '@/test/render';
import ChatBadge from './chat-badge';

const server = setupServer();
const EMPLOYER = 'employer';
const settings = getGetTenantSettingsResponseMock();
const withFeatures = (features: string[]) =>
  getGetTenantSettingsMockHandler({ ...settings, data: { ...settings.data, features } });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  configureHttp({ origin: 'http://jobs.test', getToken: () => getSession()?.token, onFailure: vi.fn() });
  setSession('employer-token', {
    firstName: 'Sam',
    lastName: 'Lee',
    email: 'sam@northwind.example',
    role: 'employer',
    companyName: 'Northwind Logistics',
  });
  server.use(withFeatures(['default', 'chat']), getListChatRoomsMockHandler());
});
afterEach(() => {
  chatSocket.reset();
  clearStoredSession();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('ChatBadge', () => {
  it('shows the unread total of the room list and lists the recent conversations', async () => {
    await renderWithRouter(<ChatBadge role={EMPLOYER} />, { path: '/employer/home' });
    const badge = await screen.findByTestId('chat-unread-badge');
    await waitFor(() => expect(badge.getAttribute('aria-label')).toBe('2 unread messages'));

    fireEvent.click(screen.getByRole('button', { name: 'Messages' }));
    const room = await screen.findByRole('menuitem', { name: /Priya Raghavan/ });
    expect(room.getAttribute('href')).toBe('/employer/chat/c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f');
    expect(room.textContent).toContain('Thursday at 11:00 works for me.');
  });

  it('follows the socket’s unread count on chat pages', async () => {
    const sockets = fakeChatSockets();
    await renderWithRouter(<ChatBadge role={EMPLOYER} />, { path: '/employer/responses' });
    const badge = await screen.findByTestId('chat-unread-badge');
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0];
    expect(socket?.emitted).toEqual([]);
    socket?.fire('connect');
    expect(socket?.sent('requestMsgCount')).toHaveLength(1);
    socket?.fire('unreadMsgCount', { total: 7, rooms: [] });
    await waitFor(() => expect(badge.getAttribute('aria-label')).toBe('7 unread messages'));
    socket?.fire('unreadMsgCount', { total: 0, rooms: [] });
    await waitFor(() => expect(badge.getAttribute('aria-label')).toBe('No unread messages'));
  });

  it('opens no connection off the chat pages', async () => {
    const sockets = fakeChatSockets();
    await renderWithRouter(<ChatBadge role={EMPLOYER} />, { path: '/employer/home' });
    await screen.findByTestId('chat-unread-badge');
    expect(sockets).toHaveLength(0);
    expect(chatSocket.status.get()).toBe('off');
  });

  it('is hidden, with no connection, when the plan has no chat', async () => {
    const sockets = fakeChatSockets();
    server.use(withFeatures(['default']));
    const listed = vi.fn();
    const settled = vi.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/chat/')) listed();
    });
    server.events.on('response:mocked', ({ request }) => {
      if (!request.url.includes('/chat/')) settled();
    });
    await renderWithRouter(<ChatBadge role={EMPLOYER} />, { path: '/employer/responses' });
    await waitFor(() => expect(settled).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByTestId('chat-unread-badge')).toBeNull();
    expect(sockets).toHaveLength(0);
    expect(listed).not.toHaveBeenCalled();
    server.events.removeAllListeners();
  });
});
