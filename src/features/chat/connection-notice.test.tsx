import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chatSocket } from '@/lib/chat/chat-socket';
import { renderWithProviders } from '@/test/render';
import { ConnectionNotice } from './connection-notice';

describe('the chat connection notice', () => {
  afterEach(() => chatSocket.reset());

  it('says "connecting" while a chat page has not opened its socket yet, not that chat is down', () => {
    chatSocket.configure({ fixtureMode: false });
    renderWithProviders(<ConnectionNotice status="off" />);
    expect(screen.getByRole('status').textContent).toBe('Connecting to chat…');
  });

  it('says chat is not connected where no socket ever opens (fixture mode)', () => {
    chatSocket.configure({ fixtureMode: true });
    renderWithProviders(<ConnectionNotice status="off" />);
    expect(screen.getByRole('status').textContent).toBe(
      'Live chat is not connected. Messages you write are sent once it is.',
    );
  });

  it('says nothing once connected', () => {
    renderWithProviders(<ConnectionNotice status="connected" />);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
