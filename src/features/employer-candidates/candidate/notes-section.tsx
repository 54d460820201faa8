// The company's notes on the candidate, newest first: a box to add one, and Delete on the notes
// the signed-in member wrote (an owner may delete any, as the server allows).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ActionIcon, Box, Button, Group, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  useCreateCandidateNote,
  useDeleteCandidateNote,
  useListCandidateNotes,
} from '@generated/api/employer-candidates/employer-candidates';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { formatDateTime } from '@/lib/format/dates';
import { useEmployerPermissions } from '@/lib/session/use-employer-permissions';
import { toast } from '@/lib/toast/toast';

const MAX = 2000;
/** The newest notes; a candidate rarely gathers more, and older ones stay on the server. */
const SHOWN = 50;

function TrashIcon() {
  return (
    <svg width={16} height={16} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden>
      <path d="M3 6h18M8 6V4h8v2M6 6l1 14h10l1-14" />
    </svg>
  );
}

function newestFirst<T extends { createdAt: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export function NotesSection({ candidateId }: { candidateId: string }) {
  const client = useQueryClient();
  const access = useEmployerPermissions();
  const me = access.employer?._id;
  const [body, setBody] = useState('');
  const notes = useListCandidateNotes({ candidateId, page: 1, limit: SHOWN });
  const refresh = () => void client.invalidateQueries({ queryKey: [notes.queryKey[0]] });
  const create = useCreateCandidateNote({
    mutation: {
      onSuccess: (res) => {
        toast(res.message);
        setBody('');
        refresh();
      },
    },
  });
  const remove = useDeleteCandidateNote({
    mutation: {
      onSuccess: (res) => {
        toast(res.message);
        refresh();
      },
    },
  });
  const text = body.trim();

  return (
    <Stack gap="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (text) create.mutate({ data: { candidateId, body: text } });
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t`Add a note`}
            description={t`Seen by your team only.`}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            maxLength={MAX}
            autosize
            minRows={2}
            maxRows={8}
          />
          <Button type="submit" size="xs" disabled={!text} loading={create.isPending} style={{ alignSelf: 'flex-end' }}>
            <Trans>Save note</Trans>
          </Button>
        </Stack>
      </form>
      <QueryView
        query={notes}
        errorTitle={t`We could not load the notes`}
        empty={<EmptyState compact title={t`No notes yet`} text={t`Notes you and your team write show here.`} />}
      >
        {(res) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Notes`}>
            {newestFirst(res.data.items).map((n) => {
              const mine = Boolean(me) && n.authorId === me;
              return (
                <Box component="li" key={n._id} p="sm" bg="var(--mantine-color-gray-0)" style={{ borderRadius: 8 }}>
                  <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <Stack gap={2} style={{ minWidth: 0 }}>
                      <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                        {n.body}
                      </Text>
                      <Text fz="xs" c="dimmed">
                        {n.authorName} · <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
                      </Text>
                    </Stack>
                    {mine || access.isOwner ? (
                      <Tooltip label={t`Delete note`} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t`Delete the note by ${n.authorName} of ${formatDateTime(n.createdAt)}`}
                          loading={remove.isPending && remove.variables.id === n._id}
                          onClick={() => remove.mutate({ id: n._id })}
                        >
                          <TrashIcon />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Box>
              );
            })}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
