// What the payment-status pages show for an order: "Confirming your payment…" with a progress bar
// while it is Pending (the page keeps asking), a success panel with the plan, the amount, how long
// the licence runs, the invoice and the way on, or the failure's reason with "Try again" when the
// order may be paid again. The title sits in one live region, so a screen reader hears the change
// from confirming to paid (or failed) without moving focus.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { OrderPaymentStatus } from '@generated/api/model';
import { TransactionStatus } from '@generated/api/model/transactionStatus';
import { useGetInvoice } from '@generated/api/payments/payments';
import { AlertIcon, CheckIcon, DownloadIcon } from '@/components/ui/icons';
import { SILENT } from '@/lib/api/http';
import { formatCurrency } from '@/lib/format/currency';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import type { Audience } from './use-checkout-item';
import { billingWords, gatewayName } from './words';

export type StatusVariant = 'plan' | 'topup';

type Props = { status: OrderPaymentStatus; audience: Audience; variant?: StatusVariant };

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" component="div">
      <Text fz="sm" c="dimmed" component="dt">
        {label}
      </Text>
      <Text fz="sm" fw={600} ta="right" component="dd" m={0}>
        {children}
      </Text>
    </Group>
  );
}

/** Where "Try again" goes: the payment page of the same plan or pack, in the order's currency. */
export function RetryLink({ status, audience }: { status: OrderPaymentStatus; audience: Audience }) {
  const search = { currency: status.currency };
  if (status.kind === 'topup' || status.plan.isTopUp)
    return (
      <Button
        renderRoot={(props) => (
          <Link {...props} to="/employer/top-up-payment" search={{ topUpId: status.plan._id, ...search }} />
        )}
      >
        <Trans>Try again</Trans>
      </Button>
    );
  return audience === 'employer' ? (
    <Button
      renderRoot={(props) => <Link {...props} to="/employer/payment" search={{ planId: status.plan._id, ...search }} />}
    >
      <Trans>Try again</Trans>
    </Button>
  ) : (
    <Button
      renderRoot={(props) => (
        <Link {...props} to="/jobsseekers/payment" search={{ planId: status.plan._id, ...search }} />
      )}
    >
      <Trans>Try again</Trans>
    </Button>
  );
}

function InvoiceLink({ orderId }: { orderId: string }) {
  // The invoice's PDF is a /files/… address on this host: a plain link opens it.
  const invoice = useGetInvoice({ orderId }, { query: { retry: false }, request: SILENT });
  const uri = invoice.data?.data.pdfUri;
  if (!uri || !uri.startsWith('/')) return null;
  return (
    <Button
      component="a"
      href={uri}
      target="_blank"
      rel="noopener"
      variant="light"
      leftSection={<DownloadIcon size={18} />}
    >
      <Trans>Download invoice</Trans>
    </Button>
  );
}

function NextStep({ audience, variant }: { audience: Audience; variant: StatusVariant }) {
  if (audience === 'employer')
    return (
      <Button renderRoot={(props) => <Link {...props} to="/employer/profile" search={{ tab: 3 }} />}>
        {variant === 'topup' ? t`Back to my licence` : t`Go to my licence`}
      </Button>
    );
  // The candidate's subscription and billing: the plan just bought, its renewal and the cards.
  return (
    <Button renderRoot={(props) => <Link {...props} to="/jobsseekers/payment" />}>
      <Trans>Go to my plan</Trans>
    </Button>
  );
}

function plansPathOf(status: OrderPaymentStatus, audience: Audience) {
  if (status.kind === 'topup') return '/employer/top-up-plan' as const;
  return audience === 'employer'
    ? ('/employer/pricing-and-plans' as const)
    : ('/jobsseekers/pricing-and-plans' as const);
}

export function StatusPanel({ status, audience, variant = status.kind === 'topup' ? 'topup' : 'plan' }: Props) {
  const pending = status.status === TransactionStatus.PENDING;
  const success = status.status === TransactionStatus.SUCCESS;
  const failed = !pending && !success;
  const amount = formatCurrency(status.total, status.currency);
  const period = status.plan.billingPeriod ? billingWords(status.plan.billingPeriod).billed : null;

  const title = pending ? t`Confirming your payment…` : success ? t`Payment successful` : t`Payment failed`;
  const line = pending
    ? t`We are waiting for ${gatewayName(status.gateway)} to confirm your payment of ${amount}. This page updates by itself.`
    : success
      ? variant === 'topup'
        ? t`${status.plan.name} is added to your plan.`
        : t`You are now on ${status.plan.name}.`
      : (status.failureReason ?? t`The payment did not go through.`);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack align="center" ta="center" gap="xs">
          <ThemeIcon
            size={56}
            radius="xl"
            variant="light"
            color={pending ? 'brand' : success ? 'teal' : 'red'}
            aria-hidden
          >
            {failed ? <AlertIcon size={28} /> : <CheckIcon size={28} />}
          </ThemeIcon>
          <div role="status" aria-live="polite" aria-atomic="true">
            <Title order={1} fz={{ base: 22, sm: 26 }} mt={4}>
              {title}
            </Title>
            <Text c="dimmed" fz="sm" mt={6} maw={460} mx="auto">
              {line}
            </Text>
          </div>
          {pending ? (
            // The live region above says what is happening; a bar "at 100%" would only mislead.
            <Progress
              value={100}
              striped
              animated
              w="100%"
              maw={360}
              mt="xs"
              aria-hidden
              data-testid="confirming-progress"
            />
          ) : null}
        </Stack>
        <Stack gap={8} component="dl" m={0}>
          <Fact label={status.kind === 'topup' ? t`Top-up` : t`Plan`}>
            {status.plan.name}
            {status.plan.tier ? ` · ${status.plan.tier}` : ''}
          </Fact>
          {period ? <Fact label={t`Billing`}>{period}</Fact> : null}
          <Fact label={t`Amount`}>{amount}</Fact>
          <Fact label={t`Order`}>{status.orderNo}</Fact>
          <Fact label={t`Paid with`}>{gatewayName(status.gateway)}</Fact>
          {success && status.paidAt ? <Fact label={t`Paid on`}>{formatDateTime(status.paidAt)}</Fact> : null}
          {success && status.licence ? (
            <Fact label={t`Valid until`}>{formatDate(status.licence.expiresAt)}</Fact>
          ) : null}
        </Stack>
        {pending ? null : (
          <Group justify="center" gap="sm" wrap="wrap">
            {success ? (
              <>
                <NextStep audience={audience} variant={variant} />
                {status.invoiceAvailable ? <InvoiceLink orderId={status.orderId} /> : null}
              </>
            ) : (
              <>
                {status.retryAllowed ? <RetryLink status={status} audience={audience} /> : null}
                <Anchor renderRoot={(props) => <Link {...props} to={plansPathOf(status, audience)} />} fz="sm">
                  {status.kind === 'topup' ? t`See the top-up plans` : t`See the plans`}
                </Anchor>
              </>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
