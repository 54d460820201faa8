// The line under an article's title: when it was published and how long it takes to read, and on
// the article's own page who wrote it.
import { t } from '@lingui/core/macro';
import { Group, Text } from '@mantine/core';
import { ClockIcon } from '@/components/ui/line-icons';
import { formatDate } from '@/lib/format/dates';

type Props = { publishedAt: string; readingMinutes: number; authorName?: string };

export const readingTime = (minutes: number) => t`${minutes} min read`;

export function ArticleMeta({ publishedAt, readingMinutes, authorName }: Props) {
  return (
    <Group gap="xs" wrap="wrap" c="dimmed" fz="sm">
      {authorName ? (
        <>
          <Text fz="sm" fw={600} c="dark.6">
            {authorName}
          </Text>
          <Text fz="sm" aria-hidden>
            ·
          </Text>
        </>
      ) : null}
      <Text fz="sm" c="dimmed">
        <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
      </Text>
      <Text fz="sm" aria-hidden>
        ·
      </Text>
      <Group gap={4} wrap="nowrap">
        <ClockIcon size={14} />
        <Text fz="sm" c="dimmed">
          {readingTime(readingMinutes)}
        </Text>
      </Group>
    </Group>
  );
}
