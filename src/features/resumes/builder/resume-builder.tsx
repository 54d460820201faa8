// /jobsseekers/create-resume, once the resume is loaded: the form beside a live preview (two
// columns on wide screens, the preview following the scroll; Form and Preview tabs on phones), the
// autosave status, Download PDF and Save as my resume for applying.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Container, Grid, Group, Stack, Tabs, Text, Title, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { Resume } from '@generated/api/model';
import { useDocumentTitle } from '@/lib/dom/use-document-title';
import { sameHostPath } from '../api/resume-pdf';
import { viewOf } from '../model/draft';
import { validateDraft } from '../model/validate';
import { ResumePreview } from '../preview/resume-preview';
import { ExportActions } from './export-actions';
import { FieldErrorsProvider } from './field-errors';
import { ResumeForm } from './resume-form';
import { SaveStatusLine } from './save-status';
import { useAutosave } from './use-autosave';
import { useResumeDraft } from './use-resume-draft';

function StoredNotice({ uri, fresh }: { uri: string | null; fresh: boolean }) {
  if (!uri && !fresh) return null;
  if (uri && !fresh)
    return (
      <Text fz="sm" c="dimmed">
        <Trans>
          A PDF of this resume is saved for applying.{' '}
          <Anchor href={uri} target="_blank" rel="noopener">
            Open it
          </Anchor>
        </Trans>
      </Text>
    );
  return (
    <Alert color="teal" variant="light" title={t`Saved as your resume for applying`} role="status">
      <Trans>Applications you send from now on use this PDF. </Trans>
      {uri ? (
        <Anchor href={uri} target="_blank" rel="noopener" fw={600}>
          <Trans>Open the saved PDF</Trans>
        </Anchor>
      ) : null}
    </Alert>
  );
}

export function ResumeBuilder({ resume }: { resume: Resume }) {
  const [draft, editor] = useResumeDraft(resume);
  const clientErrors = useMemo(() => validateDraft(draft), [draft]);
  const { status, flush, serverErrors, clearServerError } = useAutosave(draft, clientErrors);
  const view = useMemo(() => viewOf(draft), [draft]);
  const [reveal, setReveal] = useState(0);
  const [stored, setStored] = useState<{ uri: string | null; fresh: boolean }>({
    uri: sameHostPath(resume.file?.uri),
    fresh: false,
  });
  const theme = useMantineTheme();
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.md})`, false, { getInitialValueInEffect: false });
  useDocumentTitle(view.name ? t`${view.name} · Resume builder` : null);

  const form = (
    <FieldErrorsProvider client={clientErrors} server={serverErrors} showAll={reveal > 0} onEdited={clearServerError}>
      <ResumeForm draft={draft} editor={editor} reveal={reveal} />
    </FieldErrorsProvider>
  );

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" mb="lg">
        <Anchor component={Link} to="/jobsseekers/resume-option" fz="sm">
          <Trans>← All my resumes</Trans>
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              <Trans>Resume builder</Trans>
            </Title>
            <SaveStatusLine status={status} onRetry={() => void flush()} />
          </Stack>
          <ExportActions
            id={resume._id}
            name={view.name}
            flush={flush}
            onBlocked={() => setReveal((n) => n + 1)}
            onStored={(uri) => setStored({ uri, fresh: true })}
          />
        </Group>
        <StoredNotice uri={stored.uri} fresh={stored.fresh} />
      </Stack>
      {wide ? (
        <Grid gap="xl" align="flex-start">
          <Grid.Col span={6}>{form}</Grid.Col>
          <Grid.Col span={6} style={{ position: 'sticky', top: 80 }}>
            <section
              aria-label={t`Resume preview`}
              // Its own scroll, so a long resume can be read to the end beside the form; a region that
              // scrolls must take the focus to be scrolled by keyboard (axe scrollable-region-focusable).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={0}
              style={{ maxHeight: 'calc(100vh - 104px)', overflowY: 'auto', padding: 4, borderRadius: 8 }}
            >
              <ResumePreview view={view} />
            </section>
          </Grid.Col>
        </Grid>
      ) : (
        <Tabs defaultValue="form" variant="pills" radius="xl">
          <Tabs.List grow mb="md">
            <Tabs.Tab value="form">
              <Trans>Form</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="preview">
              <Trans>Preview</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="form">{form}</Tabs.Panel>
          <Tabs.Panel value="preview">
            <ResumePreview view={view} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Container>
  );
}
