// Tab 3's first card: the resume on the profile (the file employers get when the candidate
// applies), with preview and download, and the way to put a new one there. A new file goes
// through the resume parser screen, whose "apply" stores it as the profile's resume
// (candidate-profile/init with the parsed resume); the contract has no call that only swaps the file.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useState } from 'react';
import type { CandidateProfile } from '@generated/api/model';
import { fileSizeLabel } from '@/components/resume-upload/resume-file';
import { extensionOf } from '@/components/ui/document-kind';
import { DocumentPreviewModal } from '@/components/ui/document-preview';
import { EmptyState } from '@/components/ui/empty-state';
import { DownloadIcon, FileIcon, UploadIcon } from '@/components/ui/icons';
import { useFeature } from '@/lib/plans/use-feature';
import { UpgradePrompt } from '@/lib/plans/upgrade-prompt';
import { SectionCard } from '@/components/ui/section-card';
import { useHrefLink } from '@/lib/routing/href-link';

const PARSER = '/jobsseekers/resume-parser';

/** "Priya_Sharma_Resume.pdf" → "PDF". */
const typeOf = (name: string) => extensionOf(name).toUpperCase() || t`File`;

export function CurrentResume({ profile }: { profile: CandidateProfile }) {
  const [previewing, setPreviewing] = useState(false);
  const parser = useFeature('resume_parser');
  const upload = useHrefLink(PARSER);
  const resume = profile.resume;
  const uploadButton = (label: string, variant: 'filled' | 'default') =>
    parser.allowed ? (
      <Button {...upload} variant={variant} leftSection={<UploadIcon size={16} />}>
        {label}
      </Button>
    ) : null;

  return (
    <SectionCard
      title={t`Your resume`}
      description={t`The file employers receive when you apply. We read a new one and let you copy what it says into your profile.`}
      action={resume ? uploadButton(t`Upload a new resume`, 'default') : null}
    >
      {resume ? (
        <Paper withBorder radius="md" p="md">
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 220px' }}>
              <ThemeIcon variant="light" radius="md" size={44} aria-hidden>
                <FileIcon size={22} />
              </ThemeIcon>
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fw={600} fz="sm" truncate title={resume.name}>
                  {resume.name}
                </Text>
                <Text fz="xs" c="dimmed">
                  {typeOf(resume.name)} · {fileSizeLabel(resume.size)}
                </Text>
              </Stack>
            </Group>
            <Group gap="xs">
              <Button variant="light" onClick={() => setPreviewing(true)} aria-label={t`Preview ${resume.name}`}>
                <Trans>Preview</Trans>
              </Button>
              <Button
                component="a"
                href={resume.uri}
                download={resume.name}
                variant="default"
                leftSection={<DownloadIcon size={16} />}
                aria-label={t`Download ${resume.name}`}
              >
                <Trans>Download</Trans>
              </Button>
            </Group>
          </Group>
        </Paper>
      ) : (
        <EmptyState
          compact
          icon={<FileIcon size={22} />}
          title={t`Add your resume`}
          text={t`Upload the resume you already have: employers receive it when you apply, and we fill your profile from it.`}
          action={
            <Group gap="sm" justify="center">
              {uploadButton(t`Upload your resume`, 'filled')}
            </Group>
          }
        />
      )}
      {!parser.allowed && !parser.isLoading ? (
        <Stack mt="md">
          <UpgradePrompt
            feature="resume_parser"
            title={t`Uploading a resume is not in your plan`}
            reason={t`Your plan does not include reading an uploaded resume. Upgrade to upload one.`}
          />
        </Stack>
      ) : null}
      <DocumentPreviewModal
        file={previewing && resume ? { url: resume.uri, name: resume.name, mimeType: resume.mimeType } : null}
        onClose={() => setPreviewing(false)}
      />
    </SectionCard>
  );
}
