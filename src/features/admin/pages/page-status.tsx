// Where a page stands, in words: whether visitors see the board's own version, whether a draft
// waits, and (in the editor) whether there are changes not saved yet. Dark text on the light
// colours keeps every badge above 4.5:1.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';
import type { AdminPageState } from '@generated/api/model';

export function PageStatus({ page, unsaved = false }: { page: AdminPageState; unsaved?: boolean }) {
  return (
    <Group gap={6} wrap="wrap">
      {unsaved ? (
        <Badge color="yellow" variant="light" c="dark.7">
          <Trans>Unsaved changes</Trans>
        </Badge>
      ) : null}
      {page.hasDraft ? (
        <Badge color="blue" variant="light">
          <Trans>Draft saved, not published</Trans>
        </Badge>
      ) : null}
      {page.isPublished ? (
        <Badge color="green" variant="light" c="dark.7">
          <Trans>Published</Trans>
        </Badge>
      ) : (
        <Badge color="gray" variant="light">
          {page.isStandard ? t`Platform default` : t`Not published`}
        </Badge>
      )}
    </Group>
  );
}
