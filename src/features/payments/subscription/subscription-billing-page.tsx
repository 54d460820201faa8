// /jobsseekers/payment with no plan chosen: the candidate's own "Subscription and billing" page
// (with ?planId= the same route is the checkout). The employer's lives in the account's My
// licence tab, where the specification puts the company's licence.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Container } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/dom/use-document-title';
import { SubscriptionBilling } from './subscription-billing';

export function CandidateSubscriptionPage() {
  useDocumentTitle(t`Subscription and billing`);
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader
        title={t`Subscription and billing`}
        subtitle={t`Your plan and its renewal, your saved cards and the details on your invoices.`}
        actions={
          <Anchor renderRoot={(props) => <Link {...props} to="/jobsseekers/pricing-and-plans" />} fz="sm" fw={600}>
            <Trans>Compare the plans</Trans>
          </Anchor>
        }
      />
      <SubscriptionBilling who="candidate" canManage />
    </Container>
  );
}
