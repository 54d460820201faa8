// The ranked matches of one job, a page at a time: select several to invite them together,
// react to each (Like, Not a fit: a dismissed one leaves the list at once), invite one.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useListMatchedCandidates } from '@generated/api/employer-candidates/employer-candidates';
import type { MatchedCandidateQuery } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { PaginationBar, type PageChange } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { useFeature } from '@/lib/plans/use-feature';
import { InviteModal, type Invitee } from '../shared/invite-modal';
import { MatchCard } from './match-card';
import { useInteractions } from './use-interactions';

type Props = { query: MatchedCandidateQuery & { page: number; limit: number }; onPage: (next: PageChange) => void };

export function MatchList({ query, onPage }: Props) {
  const list = useListMatchedCandidates(query, { query: { placeholderData: keepPreviousData } });
  const reactionsAllowed = useFeature('candidate_recommendation').allowed;
  const interactions = useInteractions(query.jobId);
  // The selection belongs to the page on screen; another job, filter or page starts afresh.
  const signature = JSON.stringify(query);
  const [selection, setSelection] = useState<{ signature: string; people: Invitee[] }>({ signature, people: [] });
  const selected = selection.signature === signature ? selection.people : [];
  const [inviting, setInviting] = useState<Invitee[] | null>(null);

  const toggle = (who: Invitee, on: boolean) =>
    setSelection({ signature, people: on ? [...selected, who] : selected.filter((p) => p.id !== who.id) });

  return (
    <QueryView
      query={list}
      errorTitle={t`We could not load the matches`}
      empty={
        <EmptyState
          title={t`No matching candidates`}
          text={t`Nobody reaches this score for the job yet. Lower the score, or show applicants too.`}
        />
      }
    >
      {(res) => {
        const items = res.data.items.filter((m) => !interactions.dismissed.has(m.candidate._id));
        return (
          <Stack gap="sm">
            <Group justify="space-between" gap="sm" wrap="wrap" mih={36}>
              <Text fz="sm" c="dimmed" aria-live="polite">
                {selected.length
                  ? plural(selected.length, { one: '# candidate selected', other: '# candidates selected' })
                  : t`Best matches first`}
              </Text>
              {selected.length ? (
                <Group gap="xs">
                  <Button size="xs" variant="subtle" onClick={() => setSelection({ signature, people: [] })}>
                    <Trans>Clear</Trans>
                  </Button>
                  <Button size="xs" onClick={() => setInviting(selected)}>
                    <Trans>Invite {selected.length} selected</Trans>
                  </Button>
                </Group>
              ) : null}
            </Group>
            {items.length ? (
              <Stack
                component="ul"
                gap="sm"
                p={0}
                m={0}
                style={{ listStyle: 'none' }}
                aria-label={t`Matched candidates`}
              >
                {items.map((m) => {
                  const who = { id: m.candidate._id, name: m.candidate.name };
                  return (
                    <MatchCard
                      key={m.candidate._id}
                      match={m}
                      selected={selected.some((p) => p.id === who.id)}
                      onSelect={(on) => toggle(who, on)}
                      onInvite={() => setInviting([who])}
                      reactions={
                        reactionsAllowed
                          ? {
                              liked: interactions.liked.has(who.id),
                              busy: interactions.pendingId === who.id,
                              onLike: () => interactions.like(who.id),
                              onDismiss: () => {
                                toggle(who, false);
                                interactions.dismiss(who.id);
                              },
                            }
                          : undefined
                      }
                    />
                  );
                })}
              </Stack>
            ) : (
              <EmptyState
                compact
                title={t`No more candidates on this page`}
                text={t`Go to the next page or change the filters.`}
              />
            )}
            <PaginationBar page={query.page} limit={query.limit} total={res.data.pagination.total} onChange={onPage} />
            <InviteModal
              opened={inviting !== null}
              onClose={() => setInviting(null)}
              candidates={inviting ?? []}
              jobId={query.jobId}
              onSent={() => setSelection({ signature, people: [] })}
            />
          </Stack>
        );
      }}
    </QueryView>
  );
}
