// Tab 3, Resume: the profile's resume file and the resumes built from the profile.
import { Stack } from '@mantine/core';
import type { CandidateProfile } from '@generated/api/model';
import { BuiltResumes } from './built-resumes';
import { CurrentResume } from './current-resume';

export function ResumeTab({ profile }: { profile: CandidateProfile }) {
  return (
    <Stack gap="lg">
      <CurrentResume profile={profile} />
      <BuiltResumes />
    </Stack>
  );
}
