import { createFileRoute } from '@tanstack/react-router';
import { LoginChooser } from '@/features/auth/chooser/login-chooser';

export const Route = createFileRoute('/login')({
  component: LoginChooser,
});
