// /employer/profile: one page of tabs; /employer/profile?tab=N opens tab N (the specification's
// indexes), and each tab's own route (/employer/profile/my-team ...) redirects there
// (src/lib/routing/account-tab.ts). Tab 4, reviews, belongs to the reviews feature, and the
// subscription and billing part of tab 3 to the payments feature, and the jobs widget's section
// under tab 0 to the jobs-widget feature: the route hands them in.
import { t } from '@lingui/core/macro';
import { Container, Tabs } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Employer } from '@generated/api/model';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { ErrorState } from '@/components/ui/error-state';
import { useEmployerPermissions, type EmployerPermissions } from '@/lib/session/use-employer-permissions';
import { TeamTab } from '../team/team-tab';
import { ChangePasswordTab } from './change-password-tab';
import { LicenceTab, type BillingSlot } from './licence-tab';
import { MyProfileTab } from './my-profile-tab';
import { OverviewTab } from './overview-tab';
import { ACCOUNT_TABS, type AccountTabIndex } from './tabs';
import { TransactionsTab } from './transactions-tab';

function panelOf(
  index: AccountTabIndex,
  employer: Employer,
  access: EmployerPermissions,
  reviewsTab: ReactNode,
  billing: BillingSlot | undefined,
  overviewExtra: ReactNode,
  passwordExtra: ReactNode = null,
): ReactNode {
  switch (index) {
    case 0:
      return (
        <>
          <OverviewTab employer={employer} isOwner={access.isOwner} />
          {overviewExtra}
        </>
      );
    case 1:
      return <MyProfileTab employer={employer} />;
    case 2:
      return <TeamTab allowed={access.can('team')} />;
    case 3:
      return <LicenceTab employer={employer} access={access} billing={billing} />;
    case 4:
      return reviewsTab;
    case 5:
      return <TransactionsTab allowed={access.can('billing')} />;
    case 6:
      return (
        <>
          <ChangePasswordTab employer={employer} />
          {passwordExtra}
        </>
      );
  }
}

export function AccountPage({
  tab,
  reviewsTab = null,
  billing,
  overviewExtra = null,
  passwordExtra = null,
}: {
  tab: AccountTabIndex;
  reviewsTab?: ReactNode;
  billing?: BillingSlot;
  /** Below the company overview: the jobs widget's section. */
  overviewExtra?: ReactNode;
  /** Below the change password form: the two-factor sign-in section. */
  passwordExtra?: ReactNode;
}) {
  const navigate = useNavigate();
  const access = useEmployerPermissions();
  const { employer } = access;
  return (
    <Container size="lg" py="xl">
      <PageHeader
        title={t`My account`}
        subtitle={employer ? `${employer.firstName} ${employer.lastName} · ${employer.company.name}` : undefined}
      />
      <Tabs
        value={String(tab)}
        onChange={(value) => {
          const next = ACCOUNT_TABS.find((item) => String(item.index) === value);
          if (next) void navigate({ to: '/employer/profile', search: { tab: next.index } });
        }}
        keepMounted={false}
      >
        <Tabs.List
          aria-label={t`Account sections`}
          mb="lg"
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden', scrollbarWidth: 'thin' }}
        >
          {ACCOUNT_TABS.map((item) => (
            <Tabs.Tab key={item.index} value={String(item.index)} style={{ flexShrink: 0 }}>
              {item.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {ACCOUNT_TABS.map((item) => (
          <Tabs.Panel key={item.index} value={String(item.index)}>
            {employer ? (
              panelOf(item.index, employer, access, reviewsTab, billing, overviewExtra, passwordExtra)
            ) : access.failed ? (
              <ErrorState title={t`We could not load your account`} onRetry={access.retry} />
            ) : (
              <LoadingState rows={2} label={t`Loading your account…`} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Container>
  );
}
