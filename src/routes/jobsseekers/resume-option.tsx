import { createFileRoute } from '@tanstack/react-router';
import { ResumeOptionPage } from '@/features/resumes/option/resume-option-page';

export const Route = createFileRoute('/jobsseekers/resume-option')({
  component: ResumeOptionPage,
});
