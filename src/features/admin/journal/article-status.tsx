// Where an article stands, in words; dark text on the light colours keeps the badges above 4.5:1.
import { Badge, Group } from '@mantine/core';
import type { JournalStatus } from '@generated/api/model';

export function ArticleStatus({ status, unsaved = false }: { status: JournalStatus; unsaved?: boolean }) {
  return (
    <Group gap={6} wrap="wrap">
      {unsaved ? (
        <Badge color="yellow" variant="light" c="dark.7">
          Unsaved changes
        </Badge>
      ) : null}
      {status === 'published' ? (
        <Badge color="green" variant="light" c="dark.7">
          Published
        </Badge>
      ) : (
        <Badge color="gray" variant="light" c="dark.7">
          Draft
        </Badge>
      )}
    </Group>
  );
}
