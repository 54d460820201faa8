// The setup's optional last step: fill the profile from a resume the candidate already has. The
// resume parser screen reads it and lets them choose what to copy; a JSON Resume works the same way.
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { UploadIcon } from '@/components/ui/icons';
import { useFeature } from '@/lib/plans/use-feature';
import { useHrefLink } from '@/lib/routing/href-link';

export function ImportStep() {
  const parser = useFeature('resume_parser');
  const fromFile = useHrefLink('/jobsseekers/resume-parser');
  const fromJson = useHrefLink('/jobsseekers/resume-parser?source=json-resume');
  return (
    <Stack gap="sm">
      <Text fz="sm">
        <Trans>
          Have a resume already? We read it and you choose what to copy into your profile: jobs, education, projects,
          certificates and skills. Or finish now and add them yourself.
        </Trans>
      </Text>
      <Group gap="sm">
        {parser.allowed ? (
          <Button {...fromFile} variant="light" leftSection={<UploadIcon size={16} />}>
            <Trans>Import from a resume file</Trans>
          </Button>
        ) : null}
        <Button {...fromJson} variant="default">
          <Trans>Import a JSON Resume</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
