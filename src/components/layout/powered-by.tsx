// The installation's credit in a board's footer ("© 2026 Board · Powered by Jobboard"), from the
// board's settings: shown by a board whose plan lacks white label, nothing on one with it
// (docs/white-label.md).
import { Trans } from '@lingui/react/macro';
import { Anchor } from '@mantine/core';
import type { PoweredBy as Credit } from '@generated/api/model';

export function PoweredBy({ credit }: { credit: Credit | null }) {
  if (!credit) return null;
  const platform = credit.url ? (
    <Anchor href={credit.url} size="sm" c="dimmed" underline="always">
      {credit.name}
    </Anchor>
  ) : (
    credit.name
  );
  return (
    <>
      {' · '}
      <Trans>Powered by {platform}</Trans>
    </>
  );
}
