// Importing a JSON Resume (jsonresume.org) into the profile: the file is read and parsed in the
// browser (broken JSON is said at once, with the parser's words), sent with importJsonResume, and
// what the server reads from it is reviewed like a parsed file. Any plan may import: the server
// reads a JSON Resume without the resume parser.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ParsedResume } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { importJsonResume } from '../api/profile-calls';
import { BracesIcon } from '../icons';
import { FileDrop } from './file-drop';
import { readJsonResume } from './json-file';
import { ReviewForm } from './review/review-form';
import { StepsIndicator } from './steps-indicator';

/** A function: the steps' names are in the reader's language, known only at render. */
const steps = () => [t`Choose a file`, t`Review`];

function refusalOf(error: unknown): string {
  if (isApiError(error) && error.status === 400) return t`This is not a JSON Resume we can read: ${error.message}`;
  if (isApiError(error) && error.message) return error.message;
  return t`The file could not be imported. Please try again.`;
}

export function JsonImportFlow() {
  const [parsed, setParsed] = useState<ParsedResume | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const importJson = useMutation({
    mutationFn: (document: Record<string, unknown>) => importJsonResume({ document }, SILENT),
  });

  const choose = async (file: File) => {
    setProblem(null);
    setReading(true);
    const read = await readJsonResume(file);
    if (!read.ok) {
      setReading(false);
      setProblem(read.message);
      return;
    }
    importJson.mutate(read.document, {
      onSuccess: (res) => setParsed(res.data),
      onError: (error) => setProblem(refusalOf(error)),
      onSettled: () => setReading(false),
    });
  };

  if (parsed)
    return (
      <>
        <StepsIndicator steps={steps()} active={1} />
        <ReviewForm parsed={parsed} onStartOver={() => setParsed(null)} />
      </>
    );
  return (
    <>
      <StepsIndicator steps={steps()} active={0} />
      <FileDrop
        title={t`Choose your JSON Resume`}
        hint={t`A .json file in the JSON Resume format, up to 1 MB. You check what we read before anything is saved.`}
        accept=".json,application/json"
        buttonLabel={t`Choose a JSON file`}
        onFile={(f) => void choose(f)}
        busy={reading}
        error={problem}
        icon={<BracesIcon size={28} />}
      >
        <Anchor href="https://jsonresume.org/schema" target="_blank" rel="noopener noreferrer" fz="sm">
          <Trans>What is a JSON Resume?</Trans>
        </Anchor>
      </FileDrop>
    </>
  );
}
