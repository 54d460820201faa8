// Who is typing in the room: the name of the last person the server said was typing, for three
// seconds after they last typed.
import { useEffect, useState } from 'react';
import { useChatEvent } from '@/lib/chat/use-chat';

const SHOW_MS = 3_000;

export function useTyping(roomId: string): string | null {
  const [typing, setTyping] = useState<{ name: string; at: number } | null>(null);
  useChatEvent('typing', (event) => {
    if (event.roomId === roomId) setTyping({ name: event.name, at: Date.now() });
  });
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(null), SHOW_MS);
    return () => clearTimeout(timer);
  }, [typing]);
  return typing?.name ?? null;
}
