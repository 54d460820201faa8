// The candidate's built resumes (listResumes, last changed first): open one in the builder,
// download its PDF or its JSON Resume document (for other resume tools and job sites that read the
// jsonresume.org format), or delete it after a confirmation. Deleting keeps a PDF the profile or an
// application already uses (the server's rule), and the dialog says so.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ResumeSummary } from '@generated/api/model';
import { getListResumesQueryKey, useDeleteResume, useListResumes } from '@generated/api/resumes/resumes';
import { AppModal } from '@/components/ui/app-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { DownloadIcon, FileIcon, PencilIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { QueryView } from '@/components/ui/query-view';
import { formatDate } from '@/lib/format/dates';
import { toast } from '@/lib/toast/toast';
import { useDownloadResumeJson } from '../api/use-resume-json';
import { useDownloadResumePdf } from '../api/use-resume-pdf';
import { TrashIcon } from '../icons';

/** The template's name in the reader's language (known only at render). */
function templateName(template: ResumeSummary['template']): string {
  return template === 'modern' ? t`Modern` : t`Classic`;
}

function ResumeRow({ resume }: { resume: ResumeSummary }) {
  const client = useQueryClient();
  const download = useDownloadResumePdf();
  const json = useDownloadResumeJson();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteResume({
    mutation: {
      onSuccess: () => {
        toast(t`Resume deleted`);
        void client.invalidateQueries({ queryKey: getListResumesQueryKey() });
      },
    },
  });
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={resume.name}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 240px' }}>
          <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
            <FileIcon size={20} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="nowrap">
              <Text fw={650} truncate>
                {resume.name}
              </Text>
              {resume.file ? (
                <Badge variant="light" color="teal" radius="sm" style={{ flex: 'none' }}>
                  <Trans>PDF saved</Trans>
                </Badge>
              ) : null}
            </Group>
            <Text fz="sm" c="dimmed">
              <Trans>
                {templateName(resume.template)} · Updated {formatDate(resume.updatedAt)}
              </Trans>
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            variant="light"
            size="sm"
            leftSection={<PencilIcon size={16} />}
            renderRoot={(props) => <Link {...props} to="/jobsseekers/create-resume" search={{ id: resume._id }} />}
            aria-label={t`Edit ${resume.name}`}
          >
            <Trans>Edit</Trans>
          </Button>
          <Button
            variant="default"
            size="sm"
            leftSection={<DownloadIcon size={16} />}
            loading={download.isPending}
            onClick={() => download.mutate({ id: resume._id, name: resume.name })}
            aria-label={t`Download ${resume.name} as PDF`}
          >
            <Trans>PDF</Trans>
          </Button>
          <Button
            variant="default"
            size="sm"
            leftSection={<DownloadIcon size={16} />}
            loading={json.isPending}
            onClick={() => json.mutate({ id: resume._id, name: resume.name })}
            aria-label={t`Download ${resume.name} as JSON Resume`}
          >
            <Trans>JSON Resume</Trans>
          </Button>
          <Button
            variant="subtle"
            color="red"
            size="sm"
            leftSection={<TrashIcon size={16} />}
            onClick={() => setConfirming(true)}
            aria-label={t`Delete ${resume.name}`}
          >
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Group>
      <AppModal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t`Delete this resume?`}
        size="md"
        footer={
          <>
            <Button variant="default" onClick={() => setConfirming(false)}>
              <Trans>Keep it</Trans>
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate({ id: resume._id }, { onSettled: () => setConfirming(false) })}
            >
              <Trans>Delete</Trans>
            </Button>
          </>
        }
      >
        <Text fz="sm">
          <Trans>
            <strong>{resume.name}</strong> ({templateName(resume.template)}) will be gone from the builder. A PDF you
            already applied with, or saved as your profile&apos;s resume, stays where it is used.
          </Trans>
        </Text>
      </AppModal>
    </Paper>
  );
}

export function ResumeList() {
  const list = useListResumes({ query: { staleTime: 0 } });
  return (
    <QueryView
      query={list}
      errorTitle={t`We could not load your resumes`}
      loading={<LoadingState rows={2} label={t`Loading your resumes…`} />}
      // Fixture mode's generated handlers answer resumes/list with one resume (resumes/:id comes
      // first); a list that is not one is shown as empty rather than breaking the page.
      isEmpty={(res) => !Array.isArray(res.data) || res.data.length === 0}
      empty={
        <Paper withBorder radius="md">
          <EmptyState
            compact
            icon={<FileIcon size={22} />}
            title={t`No resumes built yet`}
            text={t`Choose “Build my resume” above: what you build is kept here to edit, download and apply with.`}
          />
        </Paper>
      }
    >
      {(res) => (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`My resumes`}>
          {res.data.map((r) => (
            <ResumeRow key={r._id} resume={r} />
          ))}
        </Stack>
      )}
    </QueryView>
  );
}
