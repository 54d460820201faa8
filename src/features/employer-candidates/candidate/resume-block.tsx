// The resume: a preview and a download once the contact details are revealed (the server leaves
// the file out until then), else what revealing would give. Resumes from the candidate database
// are the plan's resume_download: without it the server leaves the file out after the reveal too,
// and this says why and offers the upgrade.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import type { UploadedFile } from '@generated/api/model';
import { DocumentPreviewModal } from '@/components/ui/document-preview';
import { DownloadIcon, FileIcon } from '@/components/ui/icons';
import { UpgradePrompt } from '@/lib/plans/upgrade-prompt';
import { useFeature } from '@/lib/plans/use-feature';

type Props = { resume: UploadedFile | null | undefined; visible: boolean; hasResume: boolean };

export function ResumeBlock({ resume, visible, hasResume }: Props) {
  const [open, setOpen] = useState(false);
  const downloads = useFeature('resume_download');
  if (visible && hasResume && !resume && !downloads.isLoading && !downloads.allowed)
    return (
      <UpgradePrompt
        feature="resume_download"
        reason={t`Your plan does not include candidates’ resumes. Resumes sent with applications stay in each applicant’s detail.`}
      />
    );
  if (!visible)
    return (
      <Text fz="sm" c="dimmed">
        {hasResume
          ? t`A resume is on the profile. Reveal the contact details to preview and download it.`
          : t`No resume on the profile.`}
      </Text>
    );
  if (!resume)
    return (
      <Text fz="sm" c="dimmed">
        <Trans>No resume on the profile.</Trans>
      </Text>
    );
  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button variant="light" leftSection={<FileIcon size={16} />} onClick={() => setOpen(true)}>
          <Trans>Preview resume</Trans>
        </Button>
        <Anchor href={resume.uri} download={resume.name} fz="sm" fw={500}>
          <Group gap={6} wrap="nowrap" component="span">
            <Trans>
              <DownloadIcon size={16} />
              Download {resume.name}
            </Trans>
          </Group>
        </Anchor>
      </Group>
      <DocumentPreviewModal
        file={open ? { url: resume.uri, name: resume.name, mimeType: resume.mimeType } : null}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
