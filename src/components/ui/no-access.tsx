// Where a team member's permissions do not reach (the API answers 403 FORBIDDEN there): what they
// cannot open, which permission it needs, and whom to ask. As a whole page it carries the page's
// h1; inside a page, an h3 like the other section states.
import { t } from '@lingui/core/macro';
import { Paper } from '@mantine/core';
import { LockIcon } from './icons';
import { EmptyState } from './empty-state';
import { PageState } from './page-state';

type Props = {
  /** What cannot be opened, e.g. "the responses". */
  what: string;
  /** The permission's name in words, e.g. "Manage applicants". */
  permission: string;
  page?: boolean;
};

export function NoAccess({ what, permission, page = false }: Props) {
  const title = t`You don't have access`;
  const text = t`Opening ${what} needs the “${permission}” permission. Ask your company owner to give it to you.`;
  if (page) return <PageState title={title} text={text} icon={<LockIcon size={28} />} />;
  return (
    <Paper withBorder radius="md">
      <EmptyState title={title} text={text} icon={<LockIcon size={28} />} />
    </Paper>
  );
}
