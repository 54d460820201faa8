// "Your data": download everything the board holds about you (a zip), export the profile as a JSON
// Resume, import one (the resume parser screen reviews it before anything is applied), and delete
// the account.
import { Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DownloadIcon, UploadIcon } from '@/components/ui/icons';
import { FormCard } from '../components/form-card';
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
    <FormCard title="Your data" description="Take your data with you, or leave for good.">
      <Stack gap="md">
        <Row
          title="Download my data"
          text="Everything this board holds about you: profile, applications, saved jobs, alerts, messages and files, as a zip."
          action={
            <Button
              variant="default"
              leftSection={<DownloadIcon size={16} />}
              loading={archive.isPending}
              onClick={() => archive.mutate()}
            >
              Download my data
            </Button>
          }
        />
        <Divider />
        <Row
          title="JSON Resume"
          text="Your profile in the open JSON Resume format, to use on other sites; or fill your profile from one."
          action={
            <Group gap="xs">
              <Button
                variant="default"
                leftSection={<DownloadIcon size={16} />}
                loading={jsonResume.isPending}
                onClick={() => jsonResume.mutate()}
              >
                Export
              </Button>
              <Button variant="default" leftSection={<UploadIcon size={16} />} {...importLink}>
                Import
              </Button>
            </Group>
          }
        />
        <Divider />
        <Row
          title="Delete my account"
          text="Remove your account and profile from this board."
          action={
            <Button variant="light" color="red" leftSection={<TrashIcon size={16} />} onClick={() => setDeleting(true)}>
              Delete my account
            </Button>
          }
        />
      </Stack>
      <DeleteAccountDialog opened={deleting} onClose={() => setDeleting(false)} />
    </FormCard>
  );
}
