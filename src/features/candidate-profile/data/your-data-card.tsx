// "Your data": download everything the board holds about you (a zip), export the profile as a JSON
// Resume, import one (the resume parser screen reviews it before anything is applied), and delete
// the account.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DownloadIcon, UploadIcon } from '@/components/ui/icons';
import { SectionCard } from '@/components/ui/section-card';
import { useHrefLink } from '@/lib/routing/href-link';
import { TrashIcon } from '../components/icons';
import { DeleteAccountDialog } from './delete-account-dialog';
import { downloadJsonResume, downloadMyData } from './downloads';

function Row({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Group justify="space-between" align="center" gap="sm" wrap="wrap">
      <Stack gap={2} style={{ flex: '1 1 260px', minWidth: 0 }}>
        <Text fw={600} fz="sm">
          {title}
        </Text>
        <Text fz="sm" c="dimmed">
          {text}
        </Text>
      </Stack>
      {action}
    </Group>
  );
}

export function YourDataCard({ name }: { name: string }) {
  const [deleting, setDeleting] = useState(false);
  const archive = useMutation({ mutationFn: () => downloadMyData(name) });
  const jsonResume = useMutation({ mutationFn: () => downloadJsonResume(name) });
  // The resume parser screen reads ?source=json-resume and reviews the document before applying it.
  const importLink = useHrefLink('/jobsseekers/resume-parser?source=json-resume');
  return (
    <SectionCard title={t`Your data`} description={t`Take your data with you, or leave for good.`}>
      <Stack gap="md">
        <Row
          title={t`Download my data`}
          text={t`Everything this board holds about you: profile, applications, saved jobs, alerts, messages and files, as a zip.`}
          action={
            <Button
              variant="default"
              leftSection={<DownloadIcon size={16} />}
              loading={archive.isPending}
              onClick={() => archive.mutate()}
            >
              <Trans>Download my data</Trans>
            </Button>
          }
        />
        <Divider />
        <Row
          title={t`JSON Resume`}
          text={t`Your profile in the open JSON Resume format, to use on other sites; or fill your profile from one.`}
          action={
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<DownloadIcon size={16} />}
                loading={jsonResume.isPending}
                onClick={() => jsonResume.mutate()}
              >
                <Trans>Export</Trans>
              </Button>
              <Button variant="default" leftSection={<UploadIcon size={16} />} {...importLink}>
                <Trans>Import</Trans>
              </Button>
            </Group>
          }
        />
        <Divider />
        <Row
          title={t`Delete my account`}
          text={t`Remove your account and profile from this board.`}
          action={
            <Button variant="light" color="red" leftSection={<TrashIcon size={16} />} onClick={() => setDeleting(true)}>
              <Trans>Delete my account</Trans>
            </Button>
          }
        />
      </Stack>
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
    </SectionCard>
  );
}
