// The lifecycle actions the job's status allows, and its vacancy count. Closing, deleting and
// switching off ask first; the rest act at once. Failures are shown by the HTTP seam's toast,
// except a used-up job quota (403 LIMIT_OVER, no toast), shown here with "Upgrade plan".
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { Job } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { textOf } from '@/lib/i18n/i18n';
import { isLimitOver, LimitOverPrompt } from '@/lib/plans/limit-over';
import { toast } from '@/lib/toast/toast';
import { ACTION_LABELS, actionsFor, canEditVacancies, type DetailAction } from './lifecycle';
import { useDetailActions } from './use-detail-actions';
import { VacancyEditor } from './vacancy-editor';

type Confirmable = 'close' | 'delete' | 'deactivate';

/** What the confirmation asks, in the page's language (read at render). */
function confirmCopy(kind: Confirmable): { title: string; text: string; button: string } {
  switch (kind) {
    case 'close':
      return {
        title: t`Close this position?`,
        text: t`It will stop taking applications and leave every list. This cannot be reopened.`,
        button: t`Close position`,
      };
    case 'delete':
      return {
        title: t`Delete this job?`,
        text: t`It will be removed from your jobs and from the site. Applications already received are kept.`,
        button: t`Delete job`,
      };
    case 'deactivate':
      return {
        title: t`Deactivate this job?`,
        text: t`It will be taken off the site until you activate it again.`,
        button: t`Deactivate`,
      };
  }
}

export function JobActionsPanel({ job }: { job: Job }) {
  const actions = useDetailActions();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<Confirmable | null>(null);
  const [busy, setBusy] = useState<DetailAction | null>(null);
  const [limitError, setLimitError] = useState<unknown>(null);
  const id = job._id;

  const finish = (message: string) => {
    toast(message);
    setBusy(null);
    setConfirming(null);
  };
  const failed = (error: unknown) => {
    setBusy(null);
    if (isLimitOver(error)) {
      setConfirming(null);
      setLimitError(error);
    }
  };
  const handlers = { onError: failed };

  const run = (action: DetailAction) => {
    setBusy(action);
    setLimitError(null);
    switch (action) {
      case 'activate':
      case 'deactivate':
        return actions.activate.mutate(
          { id, data: { isActive: action === 'activate' } },
          { onSuccess: (r) => finish(r.message), ...handlers },
        );
      case 'pause':
        return actions.pause.mutate({ id }, { onSuccess: (r) => finish(r.message || t`Job paused`), ...handlers });
      case 'resume':
        return actions.resume.mutate({ id }, { onSuccess: (r) => finish(r.message || t`Job resumed`), ...handlers });
      case 'close':
        return actions.close.mutate(
          { id, data: {} },
          { onSuccess: (r) => finish(r.message || t`Position closed`), ...handlers },
        );
      case 'clone':
        return actions.clone.mutate(
          { data: { jobId: id } },
          {
            onSuccess: (r) => {
              finish(r.message || t`Job copied to a new draft`);
              void navigate({ to: '/employer/job-post-verification', search: { jobId: r.data._id } });
            },
            ...handlers,
          },
        );
      case 'delete':
        return actions.remove.mutate(
          { data: { ids: [id] } },
          {
            onSuccess: (r) => {
              finish(r.message || t`Job deleted`);
              void navigate({ to: '/employer/my-jobs' });
            },
            ...handlers,
          },
        );
    }
  };

  const onClick = (action: DetailAction) =>
    action === 'close' || action === 'delete' || action === 'deactivate' ? setConfirming(action) : run(action);
  const available = actionsFor(job.status);

  return (
    <Card withBorder padding="md" component="section" aria-labelledby="job-actions-heading">
      <Stack gap="sm">
        <Title order={2} fz="md" id="job-actions-heading">
          <Trans>Manage this job</Trans>
        </Title>
        {available.length ? (
          <Group gap="xs" wrap="wrap">
            {available.map((action) => (
              <Button
                key={action}
                size="sm"
                variant={action === 'delete' ? 'light' : action === available[0] ? 'filled' : 'default'}
                color={action === 'delete' ? 'red' : undefined}
                loading={busy === action}
                disabled={busy !== null && busy !== action}
                onClick={() => onClick(action)}
              >
                {textOf(ACTION_LABELS[action])}
              </Button>
            ))}
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            <Trans>No actions are available for this job.</Trans>
          </Text>
        )}
        <LimitOverPrompt error={limitError} feature="job_posting" />
        <VacancyEditor
          key={job.vacancies ?? 0}
          value={job.vacancies}
          editable={canEditVacancies(job.status)}
          busy={actions.vacancies.isPending}
          onSave={(vacancies) =>
            actions.vacancies.mutate({ id, data: { vacancies } }, { onSuccess: (r) => toast(r.message) })
          }
        />
      </Stack>
      <AppModal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        closeOnEscape={busy === null}
        size="md"
        title={confirming ? confirmCopy(confirming).title : ''}
        footer={
          <>
            <Button variant="default" onClick={() => setConfirming(null)} disabled={busy !== null}>
              <Trans>Cancel</Trans>
            </Button>
            <Button color="red" loading={busy !== null} onClick={() => confirming && run(confirming)}>
              {confirming ? confirmCopy(confirming).button : ''}
            </Button>
          </>
        }
      >
        <Text>{confirming ? `“${job.title ?? t`This job`}”: ${confirmCopy(confirming).text}` : null}</Text>
      </AppModal>
    </Card>
  );
}
