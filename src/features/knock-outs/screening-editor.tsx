// The employer's knock-outs and weights for one job's questions: each question gets a weight
// (0–10) for the screening score and, where its type allows, a knock-out: the accepted choices, a
// range of numbers, or "must be yes". The server checks the rules again (400 naming the field).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Checkbox, Group, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  getGetJobScreeningQueryKey,
  useGetJobScreening,
  useSaveJobScreening,
} from '@generated/api/knock-outs/knock-outs';
import { useGetJob } from '@generated/api/jobs-discovery/jobs-discovery';
import type { JobQuestion, ScreeningRule } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { isApiError } from '@/lib/api/api-error';
import { toast } from '@/lib/toast/toast';
import { draftOf, rulesOf, type DraftRow } from './draft';

export function ScreeningEditor({ jobId }: { jobId: string }) {
  const job = useGetJob(jobId);
  const screening = useGetJobScreening(jobId);
  // One view of the two reads: the job's questions and the rules kept for them.
  const data =
    job.data && screening.data ? { questions: job.data.data.questions, rules: screening.data.data.rules } : undefined;
  const both = {
    data,
    error: job.error ?? screening.error,
    isError: job.isError || screening.isError,
    isFetching: job.isFetching || screening.isFetching,
    refetch: () => {
      void job.refetch();
      void screening.refetch();
    },
  };
  return (
    <QueryView query={both} errorTitle={t`The questions could not be loaded`}>
      {(data) =>
        data.questions.length ? (
          <Editor key={JSON.stringify(data.rules)} jobId={jobId} questions={data.questions} rules={data.rules} />
        ) : (
          <EmptyState
            title={t`This job asks no questions`}
            text={t`Add questions in the job’s posting steps, then choose here which answers it needs.`}
          />
        )
      }
    </QueryView>
  );
}

function Editor({ jobId, questions, rules }: { jobId: string; questions: JobQuestion[]; rules: ScreeningRule[] }) {
  const client = useQueryClient();
  const [rows, setRows] = useState<DraftRow[]>(() => draftOf(questions, rules));
  const save = useSaveJobScreening({
    mutation: {
      onSuccess: (answer) => {
        client.setQueryData(getGetJobScreeningQueryKey(jobId), answer);
        toast(answer.message);
      },
      onError: (e) => toast(isApiError(e) ? e.message : t`The screening could not be saved`, 'error'),
    },
  });
  const change = (i: number, patch: Partial<DraftRow>) =>
    setRows((all) => all.map((row, j) => (j === i ? { ...row, ...patch } : row)));
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ id: jobId, data: { rules: rulesOf(rows) } });
      }}
    >
      <Stack gap="md">
        {rows.map((row, i) => (
          <Paper key={row.keyNm} withBorder radius="md" p="md" component="fieldset" style={{ minWidth: 0 }}>
            <Title order={3} fz="md" component="legend" px={4}>
              {row.label}
            </Title>
            <Stack gap="sm">
              <NumberInput
                label={t`Weight in the screening score`}
                description={t`0 leaves this answer out of the score; 10 counts most.`}
                min={0}
                max={10}
                allowDecimal={false}
                clampBehavior="strict"
                value={row.weight}
                onChange={(v) => change(i, { weight: typeof v === 'number' ? v : 0 })}
                maw={240}
              />
              <KnockOut row={row} onChange={(patch) => change(i, patch)} />
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save screening</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function KnockOut({ row, onChange }: { row: DraftRow; onChange: (patch: Partial<DraftRow>) => void }) {
  if (row.kind === 'choice')
    return (
      <Checkbox.Group
        label={t`Required answer`}
        description={t`Applicants who choose none of the ticked answers are set aside. Tick none for no requirement.`}
        value={row.accepted}
        onChange={(accepted) => onChange({ accepted })}
      >
        <Group mt="xs" gap="md">
          {row.options.map((o) => (
            <Checkbox key={o.value} value={o.value} label={o.label} />
          ))}
        </Group>
      </Checkbox.Group>
    );
  if (row.kind === 'range')
    return (
      <Group gap="md" align="flex-start">
        <NumberInput
          label={t`Lowest accepted`}
          value={row.min ?? ''}
          onChange={(v) => onChange({ min: typeof v === 'number' ? v : null })}
          maw={180}
        />
        <NumberInput
          label={t`Highest accepted`}
          value={row.max ?? ''}
          onChange={(v) => onChange({ max: typeof v === 'number' ? v : null })}
          maw={180}
        />
      </Group>
    );
  if (row.kind === 'yes')
    return (
      <Switch
        label={t`The answer must be yes`}
        checked={row.mustBeYes}
        onChange={(e) => onChange({ mustBeYes: e.currentTarget.checked })}
      />
    );
  return (
    <Text fz="sm" c="dark.4">
      <Trans>This kind of question cannot set applicants aside; its weight counts an answer given.</Trans>
    </Text>
  );
}
