// The board's pages: the four standard ones first (on the platform's default until the board
// publishes its own), then its named pages, each with where it stands and a way into the editor.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Card, Group, Stack, Text } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useListAdminPages } from '@generated/api/admin/admin';
import type { AdminPageState } from '@generated/api/model';
import { pagePath } from '@shared/pages/paths.ts';
import { QueryView } from '@/components/ui/query-view';
import { formatDateTime, relativeDay } from '@/lib/format/dates';
import { ConsoleHeading } from '../console-layout';
import { CreatePageModal } from './create-page-modal';
import { PageStatus } from './page-status';

function PageRow({ page }: { page: AdminPageState }) {
  return (
    <Card withBorder radius="md" p="md" component="li">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Text fw={700} component="h2" fz="md">
            <Anchor renderRoot={(props) => <Link {...props} to="/admin/pages" search={{ page: page.slug }} />}>
              {page.title}
            </Anchor>
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {pagePath(page.slug)}
            {page.updatedAt ? (
              <>
                {t` · saved `}
                <time dateTime={page.updatedAt} title={formatDateTime(page.updatedAt)}>
                  {relativeDay(page.updatedAt)}
                </time>
              </>
            ) : null}
          </Text>
          <PageStatus page={page} />
        </Stack>
        <Button
          variant="light"
          aria-label={t`Edit ${page.title}`}
          renderRoot={(props) => <Link {...props} to="/admin/pages" search={{ page: page.slug }} />}
        >
          <Trans>Edit</Trans>
        </Button>
      </Group>
    </Card>
  );
}

export function PagesList() {
  const query = useListAdminPages();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <ConsoleHeading
          title={t`Pages`}
          description={t`Build the board’s pages from blocks: edit a draft, preview it as a guest, then publish.`}
        />
        <Button onClick={() => setCreating(true)}>
          <Trans>New page</Trans>
        </Button>
      </Group>
      <QueryView query={query} errorTitle={t`We could not load the pages`}>
        {(data) => (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Pages`}>
            {data.data.map((page) => (
              <PageRow key={page.slug} page={page} />
            ))}
          </Stack>
        )}
      </QueryView>
      {creating ? (
        <CreatePageModal
          opened
          onClose={() => setCreating(false)}
          onCreated={(slug) => void navigate({ to: '/admin/pages', search: { page: slug } })}
        />
      ) : null}
    </>
  );
}
