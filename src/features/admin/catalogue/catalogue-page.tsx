// /admin/catalogue, "Plans and pricing" (docs/payments.md, "The console's catalogue editor"): the
// plans the board sells to employers and to job seekers, its top-up packs and its coupons.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { ConsoleHeading } from '../console-layout';
import { CouponsTab } from './coupons-tab';
import { PlansTab } from './plans-tab';
import { TopUpsTab } from './top-ups-tab';

type Tab = 'employer' | 'candidate' | 'top-ups' | 'coupons';

export function CataloguePage() {
  const [tab, setTab] = useState<Tab>('employer');
  return (
    <Stack gap="lg">
      <ConsoleHeading
        title={t`Plans and pricing`}
        description={t`What the board sells: plans for employers and job seekers, top-up packs and coupons.`}
      />
      <Alert variant="light" color="blue">
        <Trans>
          Editing or retiring a plan never changes what someone already bought: each licence keeps the plan as it was
          when it was bought, until it ends.
        </Trans>
      </Alert>
      <Tabs value={tab} onChange={(v) => setTab((v as Tab | null) ?? 'employer')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="employer">
            <Trans>Employer plans</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="candidate">
            <Trans>Candidate plans</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="top-ups">
            <Trans>Top-ups</Trans>
          </Tabs.Tab>
          <Tabs.Tab value="coupons">
            <Trans>Coupons</Trans>
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="employer" pt="md">
          <PlansTab audience="employer" />
        </Tabs.Panel>
        <Tabs.Panel value="candidate" pt="md">
          <PlansTab audience="candidate" />
        </Tabs.Panel>
        <Tabs.Panel value="top-ups" pt="md">
          <TopUpsTab />
        </Tabs.Panel>
        <Tabs.Panel value="coupons" pt="md">
          <CouponsTab />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
