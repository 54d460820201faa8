import { createFileRoute } from '@tanstack/react-router';
import { GoogleCallbackPage } from '@/features/auth/google/google-callback-page';

// Google's callback for candidates and employers (docs/google-sign-in.md).
export const Route = createFileRoute('/google-sign-in')({
  component: GoogleCallbackPage,
});
