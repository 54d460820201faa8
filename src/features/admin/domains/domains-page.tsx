// /admin/domains: the board's hosts with their state and history, adding a custom domain, and its
// DNS check. Once the board moves (a check found the record, or an old host was made primary) this
// page is on a retired host whose calls now redirect to another origin, so the list is updated in
// place from the answer and the admin is sent on to the console at the new address.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getListAdminDomainsQueryKey, useListAdminDomains } from '@generated/api/admin/admin';
import type { AdminDomain, ListAdminDomains200 } from '@generated/api/model';
import { QueryView } from '@/components/ui/query-view';
import { FeatureGate } from '@/lib/plans/upgrade-prompt';
import { ConsoleHeading } from '../console-layout';
import { AddDomainForm } from './add-domain-form';
import { DomainCard } from './domain-card';
import { afterMove, consoleUrlOn } from './domain-rules';

export function DomainsPage() {
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const query = useListAdminDomains({ query: { enabled: movedTo === null } });
  const client = useQueryClient();
  const key = getListAdminDomainsQueryKey();

  const edit = (change: (domains: AdminDomain[]) => AdminDomain[]) =>
    client.setQueryData<ListAdminDomains200>(key, (old) =>
      old ? { ...old, data: { ...old.data, domains: change(old.data.domains) } } : old,
    );
  const onChanged = (host: string) => (domain: AdminDomain | null) =>
    edit((all) => (domain ? all.map((d) => (d.host === host ? domain : d)) : all.filter((d) => d.host !== host)));
  const onAdded = (domain: AdminDomain) => {
    if (query.data?.data.domains.some((d) => d.host === domain.host)) return;
    edit((all) => {
      const at = all.findIndex((d) => d.state !== 'primary');
      return at < 0 ? [...all, domain] : [...all.slice(0, at), domain, ...all.slice(at)];
    });
  };
  const onMoved = (primary: AdminDomain) => {
    client.setQueryData<ListAdminDomains200>(key, (old) =>
      old ? { ...old, data: afterMove(old.data, primary) } : old,
    );
    setMovedTo(primary.host);
  };

  return (
    <Stack gap="lg">
      <ConsoleHeading
        title={t`Domains`}
        description={t`Where the board answers: its primary address, your own domains, and the addresses it has left.`}
      />
      {movedTo ? (
        <Alert color="green" variant="light" title={t`The board now lives at ${movedTo}`} role="status">
          <Text fz="sm">
            <Trans>
              Canonical links and the sitemap name the new address, and this address answers with a permanent redirect
              to the same page there.{' '}
              <Anchor href={consoleUrlOn(movedTo)} fw={600}>
                Open the console at {movedTo}
              </Anchor>
            </Trans>
          </Text>
        </Alert>
      ) : null}
      {movedTo ? null : (
        <FeatureGate feature="custom_domain_branding">
          <AddDomainForm onAdded={onAdded} />
        </FeatureGate>
      )}
      <QueryView query={query} errorTitle={t`The domains could not be loaded`}>
        {({ data }) => (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`The board’s hosts`}>
            {data.domains.map((d) => (
              <DomainCard
                key={d.host}
                domain={d}
                onMoved={onMoved}
                onChanged={onChanged(d.host)}
                actions={movedTo === null}
              />
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
