import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/employer/additional-question')({
  component: () => <ComingSoon route="/employer/additional-question" />,
});
