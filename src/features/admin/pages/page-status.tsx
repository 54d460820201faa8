// Where a page stands, in words: whether visitors see the board's own version, whether a draft
// waits, and (in the editor) whether there are changes not saved yet. Dark text on the light
// colours keeps every badge above 4.5:1.
import { Badge, Group } from '@mantine/core';
import type { AdminPageState } from '@generated/api/model';

export function PageStatus({ page, unsaved = false }: { page: AdminPageState; unsaved?: boolean }) {
  return (
    <Group gap={6} wrap="wrap">
      {unsaved ? (
        <Badge color="yellow" variant="light" c="dark.7">
          Unsaved changes
        </Badge>
      ) : null}
      {page.hasDraft ? (
        <Badge color="blue" variant="light">
          Draft saved, not published
        </Badge>
      ) : null}
      {page.isPublished ? (
        <Badge color="green" variant="light" c="dark.7">
          Published
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          {page.isStandard ? 'Platform default' : 'Not published'}
        </Badge>
      )}
    </Group>
  );
}
