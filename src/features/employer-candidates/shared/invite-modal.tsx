// "Invite to apply": one of the company's open jobs, a message prefilled with a friendly text that
// names the job (rewritten freely), then inviteCandidates. The answer says who was invited and,
// in words, why anyone was skipped (already invited, already applied, not found).
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
import { plural, SKIP_REASON } from './words';

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
  const nameOf = (id: string) => candidates.find((c) => c.id === id)?.name ?? 'A candidate';
  return (
    <Stack gap="sm" role="status" aria-live="polite">
      <Alert
        color={result.invited ? 'teal' : 'yellow'}
        variant="light"
        title={`${plural(result.invited, 'invitation')} sent`}
      >
        {result.invited
          ? 'They will get an e-mail and a notification with a link to the job.'
          : 'Nobody new was invited.'}
      </Alert>
      {result.skipped.length ? (
        <Stack gap={4}>
          <Text fw={600} fz="sm">
            Not invited
          </Text>
          <Stack component="ul" gap={4} m={0} pl="md">
            {result.skipped.map((s) => (
              <Text component="li" fz="sm" key={s.candidateId}>
                {nameOf(s.candidateId)} {SKIP_REASON[s.reason]}.
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
          Done
        </Button>
      </Stack>
    );
  if (!query.data && !query.isError) return <LoadingState rows={2} label="Loading your open jobs…" />;

  const job = jobs.find((j) => j.id === chosen) ?? (chosen ? undefined : jobs[0]);
  const data = jobs.map((j) => ({ value: j.id, label: j.title }));
  if (chosen && !job) data.unshift({ value: chosen, label: 'Selected job' });
  if (!data.length)
    return (
      <EmptyState
        compact
        title="No open jobs"
        text="Candidates are invited to one of your active jobs. Post a job first."
        action={
          <Anchor renderRoot={(props) => <Link {...props} to="/employer/job-post" />} fz="sm">
            Post a job
          </Anchor>
        }
      />
    );
  const jobTitle = job?.title ?? 'open';
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
              Invite <strong>{candidates[0]?.name}</strong> to apply.
            </>
          ) : (
            <>Invite {plural(candidates.length, 'candidate')} to apply.</>
          )}
        </Text>
        <Select
          label="Job"
          data={data}
          value={jobValue}
          onChange={(next) => next && setChosen(next)}
          allowDeselect={false}
          searchable
          nothingFoundMessage="No job matches"
          comboboxProps={{ withinPortal: true }}
          required
        />
        <Textarea
          label="Message"
          description="Sent by e-mail with a link to the job."
          value={message}
          onChange={(event) => setEdited(event.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={10}
          required
          error={tooLong ? `At most ${MAX_MESSAGE} characters` : blank ? 'Write a message' : undefined}
        />
        <LimitOverPrompt error={invite.error} feature="candidate_invitation" />
        <Button type="submit" loading={invite.isPending} disabled={blank || tooLong} style={{ alignSelf: 'flex-end' }}>
          Send {candidates.length === 1 ? 'invitation' : `${candidates.length} invitations`}
        </Button>
      </Stack>
    </form>
  );
}

export function InviteModal({ opened, onClose, ...rest }: Props) {
  const feature = useFeature('candidate_invitation');
  return (
    <AppModal opened={opened} onClose={onClose} title="Invite to apply" size="xl">
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
