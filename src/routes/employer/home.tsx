import { createFileRoute } from '@tanstack/react-router';
import { EmployerHomePage } from '@/features/employer-home/employer-home-page';

export const Route = createFileRoute('/employer/home')({
  component: EmployerHomePage,
});
