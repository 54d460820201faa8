// /jobsseekers/resume-parser: read a resume file into the profile (the plan's resume parser), or,
// with ?source=json-resume, import a JSON Resume; ?id= follows a file already sent.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { UpgradePrompt } from '@/lib/plans/upgrade-prompt';
import { useFeature } from '@/lib/plans/use-feature';
import type { ParserSource } from '../shared/search';
import { FileParseFlow } from './file-parse-flow';
import { JsonImportFlow } from './json-import-flow';

function ParserGate({ id }: { id: string | undefined }) {
  const parser = useFeature('resume_parser');
  if (parser.isLoading) return <LoadingState rows={2} label={t`Loading…`} />;
  if (!parser.allowed)
    return (
      <Stack gap="sm">
        <UpgradePrompt feature="resume_parser" />
        <Anchor fz="sm" renderRoot={(props) => <Link {...props} to="/jobsseekers/profile" search={{ tab: 3 }} />}>
          <Trans>Upload your resume to your profile instead</Trans>
        </Anchor>
      </Stack>
    );
  return <FileParseFlow id={id} />;
}

export function ResumeParserPage({ source, id }: { source: ParserSource; id: string | undefined }) {
  const json = source === 'json-resume';
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader
        above={
          <Anchor component={Link} to="/jobsseekers/resume-option" fz="sm">
            <Trans>← All the ways to add a resume</Trans>
          </Anchor>
        }
        title={json ? t`Import a JSON Resume` : t`Read my resume`}
        subtitle={
          json
            ? t`Bring your resume from another site in the open JSON Resume format.`
            : t`Upload your resume and we fill your profile with what it says.`
        }
      />
      {json ? <JsonImportFlow /> : <ParserGate id={id} />}
    </Container>
  );
}
