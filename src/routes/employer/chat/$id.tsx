import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '@/features/chat/chat-page';

export const Route = createFileRoute('/employer/chat/$id')({
  component: Page,
});

function Page() {
  const { id } = Route.useParams();
  return <ChatPage roomId={id} />;
}
