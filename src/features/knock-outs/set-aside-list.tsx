// "Did not meet requirements": a job's applications set aside by a knock-out, highest screening
// score first, each with the questions it failed and a way to bring it back into the pipeline.
// They are never deleted, and never in the normal lists unless brought back.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useListApplications } from '@generated/api/pipeline/pipeline';
import { useBringBackApplication } from '@generated/api/knock-outs/knock-outs';
import type { Application } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { isApiError } from '@/lib/api/api-error';
import { formatDate } from '@/lib/format/dates';
import { toast } from '@/lib/toast/toast';

/** The applicants' lists, counts and details, which a brought-back application joins again. */
const PIPELINE_READS = ['/client/api/v1/userjobs/', '/client/api/v1/candidate/'];

const nameOf = (a: Application) => a.candidate?.name ?? a.guest?.name ?? t`Applicant`;

export function SetAsideList({ jobId, labels }: { jobId: string; labels: Record<string, string> }) {
  const client = useQueryClient();
  const list = useListApplications({
    jobId,
    screening: 'set_aside',
    sortBy: 'screeningScore',
    sortOrder: 'desc',
    page: 1,
    limit: 50,
  });
  const bringBack = useBringBackApplication({
    mutation: {
      onSuccess: async (answer) => {
        toast(answer.message);
        // Every applicants list and count moves: the application is back in the normal ones.
        await client.invalidateQueries({
          predicate: (q) => PIPELINE_READS.some((root) => String(q.queryKey[0]).startsWith(root)),
        });
      },
      onError: (e) => toast(isApiError(e) ? e.message : t`The application could not be brought back`, 'error'),
    },
  });
  return (
    <QueryView
      query={list}
      errorTitle={t`The applications could not be loaded`}
      empty={
        <EmptyState
          title={t`Everyone met the requirements`}
          text={t`Applicants whose answers do not meet a knock-out question are set aside here.`}
        />
      }
    >
      {(data) => (
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t`Did not meet requirements`}
        >
          {data.data.items.map((a) => (
            <Card key={a._id} component="li" withBorder p="md">
              <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
                  <Link to="/employer/response-detail" search={{ userJobId: a._id }}>
                    <Text fw={600}>{nameOf(a)}</Text>
                  </Link>
                  <Text fz="sm" c="dark.4">
                    <Trans>Applied {formatDate(a.appliedAt)}</Trans>
                  </Text>
                  <Text fz="sm">
                    <Trans>Did not meet:</Trans>{' '}
                    {(a.screening?.failed ?? []).map((key) => labels[key] ?? key).join(', ') || '—'}
                  </Text>
                </Stack>
                <Group gap="sm">
                  {a.screening?.score !== null && a.screening?.score !== undefined ? (
                    <Badge variant="light" color="gray">
                      <Trans>Score {a.screening.score}</Trans>
                    </Badge>
                  ) : null}
                  <Button
                    variant="default"
                    loading={bringBack.isPending && bringBack.variables.id === a._id}
                    onClick={() => bringBack.mutate({ id: a._id })}
                    aria-label={t`Bring back ${nameOf(a)}`}
                  >
                    <Trans>Bring back</Trans>
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </QueryView>
  );
}
