import { createFileRoute, redirect } from '@tanstack/react-router';

// /employer itself is the employer's home.
export const Route = createFileRoute('/employer/')({
  beforeLoad: () => {
    throw redirect({ to: '/employer/home', replace: true });
  },
});
