// Tab 3's second card: the resumes the candidate built (resumes/list, the resume_builder flag),
// each with Edit (the builder at /jobsseekers/create-resume?id=…), and Build a new resume
// (/jobsseekers/resume-option). Without the flag the card offers the upgrade instead.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useListResumes } from '@generated/api/resumes/resumes';
import type { ResumeSummary } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { FileIcon, PencilIcon, PlusIcon } from '@/components/ui/icons';
import { LoadingState } from '@/components/ui/loading-state';
import { QueryView } from '@/components/ui/query-view';
import { formatDate } from '@/lib/format/dates';
import { textOf } from '@/lib/i18n/i18n';
import { FeatureGate } from '@/lib/plans/upgrade-prompt';
import { SectionCard } from '@/components/ui/section-card';
import { useHrefLink } from '@/lib/routing/href-link';

/** Messages, translated where shown (textOf): this table is built once, before a language is known. */
const TEMPLATE_LABELS: Record<ResumeSummary['template'], MessageDescriptor> = {
  classic: msg`Classic`,
  modern: msg`Modern`,
};

function NewResumeButton({ variant }: { variant: 'filled' | 'light' }) {
  const link = useHrefLink('/jobsseekers/resume-option');
  return (
    <Button {...link} variant={variant} leftSection={<PlusIcon size={18} />}>
      <Trans>Build a new resume</Trans>
    </Button>
  );
}

function ResumeRow({ resume }: { resume: ResumeSummary }) {
  const edit = useHrefLink(`/jobsseekers/create-resume?id=${encodeURIComponent(resume._id)}`);
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
          <Group gap="xs">
            <Text component="h3" m={0} fw={650} fz="md" style={{ overflowWrap: 'anywhere' }}>
              {resume.name}
            </Text>
            <Badge variant="light" color="gray" size="sm">
              {textOf(TEMPLATE_LABELS[resume.template])}
            </Badge>
          </Group>
          <Text fz="xs" c="dimmed">
            {resume.file
              ? t`Last changed ${formatDate(resume.updatedAt)}`
              : t`Last changed ${formatDate(resume.updatedAt)} · no PDF yet`}
          </Text>
        </Stack>
        <Button {...edit} variant="default" leftSection={<PencilIcon size={16} />} aria-label={t`Edit ${resume.name}`}>
          <Trans>Edit</Trans>
        </Button>
      </Group>
    </Paper>
  );
}

// A list is an array; anything else (fixture mode answers resumes/list with the resumes/{id}
// example, its route matching first) shows as empty rather than breaking the page.
const listOf = (data: unknown): ResumeSummary[] => (Array.isArray(data) ? (data as ResumeSummary[]) : []);

function ResumeList() {
  const list = useListResumes();
  return (
    <QueryView
      query={list}
      isEmpty={(res) => listOf(res.data).length === 0}
      loading={<LoadingState rows={2} label={t`Loading your resumes…`} />}
      errorTitle={t`We could not load your resumes`}
      empty={
        <EmptyState
          compact
          icon={<FileIcon size={22} />}
          title={t`Build a resume from your profile`}
          text={t`Pick a template and we fill it from your profile; change anything before you download it.`}
          action={<NewResumeButton variant="filled" />}
        />
      }
    >
      {(res) => (
        <Stack gap="md">
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Resumes you built`}>
            {listOf(res.data).map((resume) => (
              <ResumeRow key={resume._id} resume={resume} />
            ))}
          </Stack>
          <Group>
            <NewResumeButton variant="light" />
          </Group>
        </Stack>
      )}
    </QueryView>
  );
}

export function BuiltResumes() {
  return (
    <SectionCard title={t`Resumes you built`} description={t`Made with the resume builder from your profile.`}>
      <FeatureGate feature="resume_builder" loading={<LoadingState rows={1} label={t`Checking your plan…`} />}>
        <ResumeList />
      </FeatureGate>
    </SectionCard>
  );
}
