// Where an article stands, in words; dark text on the light colours keeps the badges above 4.5:1.
import { Trans } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import type { JournalStatus } from '@generated/api/model';

export function ArticleStatus({ status, unsaved = false }: { status: JournalStatus; unsaved?: boolean }) {
  return (
    <Group gap={6} wrap="wrap">
      {unsaved ? (
        <Badge color="yellow" variant="light" c="dark.7">
          <Trans>Unsaved changes</Trans>
        </Badge>
      ) : null}
      {status === 'published' ? (
        <Badge color="green" variant="light" c="dark.7">
          <Trans>Published</Trans>
        </Badge>
      ) : (
        <Badge color="gray" variant="light" c="dark.7">
          <Trans>Draft</Trans>
        </Badge>
      )}
    </Group>
  );
}
