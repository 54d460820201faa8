// The company's reply to a review, written once: a short form under the review. Removing it
// (after a confirmation) lets the company write a new one; there is no silent editing of an
// answer the public has read (docs/reviews.md).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useUpdateReview } from '@generated/api/reviews/reviews';
import type { Review } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';

type Props = { review: Review; onDone: (message: string) => void; onStale: () => void };

export function ReplyForm({ review, onDone, onStale }: Props) {
  const update = useUpdateReview({ request: SILENT });
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  // Opening the form takes the keyboard to it.
  useEffect(() => {
    if (open) field.current?.focus();
  }, [open]);

  const fail = (e: unknown) => {
    setError(isApiError(e) ? e.message : t`The reply could not be saved. Please try again.`);
    if (isApiError(e) && (e.status === 409 || e.status === 404)) onStale();
  };

  if (review.reply)
    return (
      <Group justify="flex-end">
        <Button size="xs" variant="light" color="red" onClick={() => setRemoving(true)}>
          <Trans>Remove reply</Trans>
        </Button>
        {removing ? (
          <AppModal
            opened
            onClose={() => setRemoving(false)}
            title={t`Remove your reply?`}
            size="md"
            footer={
              <>
                <Button variant="default" onClick={() => setRemoving(false)}>
                  <Trans>Keep it</Trans>
                </Button>
                <Button
                  color="red"
                  loading={update.isPending}
                  onClick={() =>
                    update.mutate(
                      { id: review._id, data: { reply: null } },
                      {
                        onSuccess: () => {
                          setRemoving(false);
                          onDone(t`Reply removed`);
                        },
                        onError: (e) => {
                          setRemoving(false);
                          fail(e);
                        },
                      },
                    )
                  }
                >
                  <Trans>Remove reply</Trans>
                </Button>
              </>
            }
          >
            <Text fz="sm">
              <Trans>
                Job seekers will no longer see it. A review takes one reply, so to change what you said, remove it and
                write a new one.
              </Trans>
            </Text>
          </AppModal>
        ) : null}
      </Group>
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (body.length < 2) return setError(t`Write a reply of at least 2 characters`);
    setError(null);
    update.mutate(
      { id: review._id, data: { reply: body } },
      {
        onSuccess: () => {
          setOpen(false);
          setText('');
          onDone(t`Reply posted`);
        },
        onError: fail,
      },
    );
  };

  if (!open)
    return (
      <Group justify="flex-end">
        <Button size="xs" variant="light" onClick={() => setOpen(true)}>
          <Trans>Reply</Trans>
        </Button>
      </Group>
    );
  return (
    <form onSubmit={submit} noValidate aria-label={t`Reply to “${review.title}”`}>
      <Stack gap="xs">
        <Textarea
          label={t`Your public reply`}
          description={t`Shown under the review on your company page. A review takes one reply.`}
          autosize
          minRows={3}
          maxLength={3000}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error}
          ref={field}
        />
        {error && update.isError ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button size="xs" type="submit" loading={update.isPending}>
            <Trans>Post reply</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
