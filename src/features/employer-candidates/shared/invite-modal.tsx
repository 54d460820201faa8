// "Invite to apply": one of the company's open jobs, a message prefilled with a friendly text that
// names the job (rewritten freely), then inviteCandidates. The answer says who was invited and,
// in words, why anyone was skipped (already invited, already applied, not found).
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Select, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useInviteCandidates } from '@generated/api/employer-candidates/employer-candidates';
import type { CandidateInviteResult } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { LimitOverPrompt } from '@/lib/plans/limit-over';
import { UpgradePrompt } from '@/lib/plans/upgrade-prompt';
import { useFeature } from '@/lib/plans/use-feature';
import { useEmployerPermissions } from '@/lib/session/use-employer-permissions';
import { toast } from '@/lib/toast/toast';
import { invalidateCandidateQueries } from './invalidate';
import { inviteMessage } from './invite-message';
import { useCompanyJobs } from './use-company-jobs';
import { skipNote } from './words';

export type Invitee = { id: string; name: string };

type Props = {
  opened: boolean;
  onClose: () => void;
  candidates: readonly Invitee[];
  /** The job to preselect (the matched-candidates screen's job). */
  jobId?: string;
  /** After a send, e.g. to clear a selection. */
  onSent?: (result: CandidateInviteResult) => void;
};

const MAX_MESSAGE = 2000;

function Outcome({ result, candidates }: { result: CandidateInviteResult; candidates: readonly Invitee[] }) {
  const nameOf = (id: string) => candidates.find((c) => c.id === id)?.name ?? t`A candidate`;
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <Alert
        color={result.invited ? 'teal' : 'yellow'}
        variant="light"
        title={plural(result.invited, { one: '# invitation sent', other: '# invitations sent' })}
      >
        {result.invited
          ? t`They will get an e-mail and a notification with a link to the job.`
          : t`Nobody new was invited.`}
      </Alert>
      {result.skipped.length ? (
        <Stack gap={4}>
          <Text fw={600} fz="sm">
            <Trans>Not invited</Trans>
          </Text>
          <Stack component="ul" gap={4} m={0} pl="md">
            {result.skipped.map((s) => (
              <Text component="li" fz="sm" key={s.candidateId}>
                {skipNote(nameOf(s.candidateId), s.reason)}
              </Text>
            ))}
          </Stack>
        </Stack>
      ) : null}
    </Stack>
  );
}

function InviteForm({ candidates, jobId, onClose, onSent }: Omit<Props, 'opened'>) {
  const client = useQueryClient();
  const company = useEmployerPermissions().employer?.company.name;
  const { query, jobs } = useCompanyJobs();
  const [chosen, setChosen] = useState<string | undefined>(jobId);
  const [edited, setEdited] = useState<string | null>(null);
  const [result, setResult] = useState<CandidateInviteResult | null>(null);
  const invite = useInviteCandidates({
    mutation: {
      onSuccess: (res) => {
        toast(res.message);
        setResult(res.data);
        onSent?.(res.data);
        void invalidateCandidateQueries(client);
      },
    },
  });

  if (result)
    return (
      <Stack gap="md">
        <Outcome result={result} candidates={candidates} />
        <Button onClick={onClose} style={{ alignSelf: 'flex-end' }}>
          <Trans>Done</Trans>
        </Button>
      </Stack>
    );
  if (!query.data && !query.isError) return <LoadingState rows={2} label={t`Loading your open jobs…`} />;

  const job = jobs.find((j) => j.id === chosen) ?? (chosen ? undefined : jobs[0]);
  const data = jobs.map((j) => ({ value: j.id, label: j.title }));
  if (chosen && !job) data.unshift({ value: chosen, label: t`Selected job` });
  if (!data.length)
    return (
      <EmptyState
        compact
        title={t`No open jobs`}
        text={t`Candidates are invited to one of your active jobs. Post a job first.`}
        action={
          <Anchor renderRoot={(props) => <Link {...props} to="/employer/job-post" />} fz="sm">
            <Trans>Post a job</Trans>
          </Anchor>
        }
      />
    );
  const jobTitle = job?.title ?? t`open`;
  const message = edited ?? inviteMessage(jobTitle, company, candidates);
  const jobValue = job?.id ?? chosen ?? null;
  const tooLong = message.length > MAX_MESSAGE;
  const blank = message.trim() === '';

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!jobValue || blank || tooLong) return;
        invite.mutate({
          data: { jobId: jobValue, candidateIds: candidates.map((c) => c.id), message: message.trim() },
        });
      }}
    >
      <Stack gap="md">
        <Text fz="sm">
          {candidates.length === 1 ? (
            <>
              <Trans>
                Invite <strong>{candidates[0]?.name}</strong> to apply.
              </Trans>
            </>
          ) : (
            <>
              {plural(candidates.length, {
                one: 'Invite # candidate to apply.',
                other: 'Invite # candidates to apply.',
              })}
            </>
          )}
        </Text>
        <Select
          label={t`Job`}
          data={data}
          value={jobValue}
          onChange={(next) => next && setChosen(next)}
          allowDeselect={false}
          searchable
          nothingFoundMessage={t`No job matches`}
          comboboxProps={{ withinPortal: true }}
          required
        />
        <Textarea
          label={t`Message`}
          description={t`Sent by e-mail with a link to the job.`}
          value={message}
          onChange={(event) => setEdited(event.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={10}
          required
          error={tooLong ? t`At most ${MAX_MESSAGE} characters` : blank ? t`Write a message` : undefined}
        />
        <LimitOverPrompt error={invite.error} feature="candidate_invitation" />
        <Button type="submit" loading={invite.isPending} disabled={blank || tooLong} style={{ alignSelf: 'flex-end' }}>
          {plural(candidates.length, { one: 'Send invitation', other: 'Send # invitations' })}
        </Button>
      </Stack>
    </form>
  );
}

export function InviteModal({ opened, onClose, ...rest }: Props) {
  const feature = useFeature('candidate_invitation');
  return (
    <AppModal opened={opened} onClose={onClose} title={t`Invite to apply`} size="xl">
      {feature.isLoading ? (
        <LoadingState rows={1} />
      ) : feature.allowed ? (
        // Mounted afresh on each opening, so the job, message and outcome start over.
        opened ? (
          <InviteForm {...rest} onClose={onClose} />
        ) : null
      ) : (
        <UpgradePrompt feature="candidate_invitation" />
      )}
    </AppModal>
  );
}
