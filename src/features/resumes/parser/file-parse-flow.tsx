// Reading a resume file into the profile: choose a pdf, doc or docx (checked here first: type and
// 25 MB), watch it upload, then follow the parser (the parsed resume's id goes in the address, so
// a reload or the back button keeps the place) until it is done, to the review, or failed, with
// the reason and a retry. When the plan's parses are used up (403 LIMIT_OVER) the upgrade prompt
// takes the place of the error, on the first upload and on a retry alike.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Paper } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { getGetParsedResumeQueryKey } from '@generated/api/resumes/resumes';
import { fileSizeLabel, RESUME_ACCEPT, resumeFileProblem } from '@/components/resume-upload/resume-file';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { ProgressUpload } from '@/components/ui/progress-upload';
import { isApiError } from '@/lib/api/api-error';
import { isLimitOver, LimitOverPrompt } from '@/lib/plans/limit-over';
import { FileDrop } from './file-drop';
import { ParseFailed, ParseProgress } from './parse-progress';
import { ReviewForm } from './review/review-form';
import { StepsIndicator } from './steps-indicator';
import { isRunning, useParsedResume } from './use-parsed-resume';
import { useParseUpload } from './use-parse-upload';

/** A function: the steps' names are in the reader's language, known only at render. */
const steps = () => [t`Upload`, t`Read`, t`Review`];

function UsedUp({ failure }: { failure: unknown }) {
  return <LimitOverPrompt error={failure} feature="resume_parser" title={t`Your plan's resume parses are used up`} />;
}

type FollowProps = {
  id: string;
  fileName?: string;
  onRetry?: () => void;
  retrying: boolean;
  /** Why the last upload failed, if it did. */
  failure: unknown;
  onStartOver: () => void;
};

function FollowParse({ id, fileName, onRetry, retrying, failure, onStartOver }: FollowProps) {
  const query = useParsedResume(id);
  const parsed = query.data?.data;
  if (!parsed && query.isError) {
    if (isApiError(query.error) && query.error.status === 404)
      return (
        <Paper withBorder radius="lg">
          <EmptyState
            title={t`This result is no longer available`}
            text={t`Results are kept for 24 hours, and only for the account that uploaded the file. Read your resume again to continue.`}
            action={
              <Button onClick={onStartOver}>
                <Trans>Read a resume</Trans>
              </Button>
            }
          />
        </Paper>
      );
    return (
      <Paper withBorder radius="lg">
        <ErrorState
          title={t`We could not follow the reading of your resume`}
          message={query.error instanceof Error ? query.error.message : undefined}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </Paper>
    );
  }
  if (parsed?.status === 'done')
    return (
      <>
        <StepsIndicator steps={steps()} active={2} />
        <ReviewForm parsed={parsed} onStartOver={onStartOver} />
      </>
    );
  return (
    <>
      <StepsIndicator steps={steps()} active={1} />
      {parsed && !isRunning(parsed.status) ? (
        <>
          <ParseFailed message={parsed.error} onRetry={onRetry} retrying={retrying} onChooseAnother={onStartOver} />
          <UsedUp failure={failure} />
        </>
      ) : (
        <ParseProgress parsed={parsed} fileName={fileName} />
      )}
    </>
  );
}

export function FileParseFlow({ id }: { id: string | undefined }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const upload = useParseUpload();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = (chosen: File) => {
    upload.reset();
    const wrong = resumeFileProblem(chosen);
    setProblem(wrong);
    if (wrong) return;
    setFile(chosen);
    upload.upload(chosen, {
      onSuccess: (res) => {
        // The answer is the first state of the result: the page shows it at once, then polls.
        client.setQueryData(getGetParsedResumeQueryKey(res.data._id), res);
        void navigate({ to: '/jobsseekers/resume-parser', search: { id: res.data._id } });
      },
    });
  };
  const startOver = () => {
    upload.reset();
    setProblem(null);
    void navigate({ to: '/jobsseekers/resume-parser', search: {} });
  };

  if (id)
    return (
      <FollowParse
        key={id}
        id={id}
        fileName={file?.name}
        onRetry={file ? () => send(file) : undefined}
        retrying={upload.uploading}
        failure={upload.failure}
        onStartOver={startOver}
      />
    );
  return (
    <>
      <StepsIndicator steps={steps()} active={0} />
      {upload.uploading && file ? (
        <ProgressUpload
          value={upload.progress}
          label={t`Uploading ${file.name}`}
          description={fileSizeLabel(file.size)}
        />
      ) : (
        <FileDrop
          title={t`Choose your resume`}
          hint={t`PDF, DOC or DOCX, up to 25 MB. We read it and show you what we found before anything is saved.`}
          accept={RESUME_ACCEPT}
          buttonLabel={t`Choose a file`}
          onFile={send}
          error={problem ?? (isLimitOver(upload.failure) ? null : upload.error)}
        >
          <UsedUp failure={upload.failure} />
        </FileDrop>
      )}
    </>
  );
}
