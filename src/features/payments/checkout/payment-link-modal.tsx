// "Someone else pays" at checkout (payment/link): the order is created as for paying now, and the
// gateway's checkout of it is e-mailed to whoever pays (a finance colleague, say), valid for the
// hours chosen. The link is also shown to copy, and the order's status page says when it is paid.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, CopyButton, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useCreatePaymentLink } from '@generated/api/payments/payments';
import type { PaymentLink } from '@generated/api/model';
import { emailProblem } from '@shared/text-patterns.ts';
import { AppModal } from '@/components/ui/app-modal';
import { SILENT } from '@/lib/api/http';
import { useEmployerPermissions } from '@/lib/session/use-employer-permissions';
import { failureOf } from './failure';
import type { Audience } from './use-checkout-item';

/** How long the link works, in the page's language (read at render). */
function hourOptions() {
  return [
    { value: '24', label: t`24 hours` },
    { value: '48', label: t`2 days` },
    { value: '72', label: t`3 days` },
    { value: '168', label: t`7 days` },
  ];
}

type Props = {
  opened: boolean;
  onClose: () => void;
  audience: Audience;
  /** Creates the order with the checkout's choices (plan, gateway, coupon) and gives its id. */
  startOrder: () => Promise<string>;
};

type OfferProps = { audience: Audience; startOrder: () => Promise<string>; disabled: boolean };

/** The offer under the Pay button: a candidate's, or a company owner's (payment/link is theirs). */
export function PaymentLinkOffer(props: OfferProps) {
  return props.audience === 'employer' ? <OwnersOffer {...props} /> : <Offer {...props} />;
}

function OwnersOffer(props: OfferProps) {
  const { isOwner } = useEmployerPermissions();
  return isOwner ? <Offer {...props} /> : null;
}

function Offer({ audience, startOrder, disabled }: OfferProps) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="subtle" size="sm" onClick={() => setOpened(true)} disabled={disabled}>
        <Trans>Someone else pays? Send them a link</Trans>
      </Button>
      <PaymentLinkModal opened={opened} onClose={() => setOpened(false)} audience={audience} startOrder={startOrder} />
    </>
  );
}

function PaymentLinkModal({ opened, onClose, audience, startOrder }: Props) {
  return (
    <AppModal opened={opened} onClose={onClose} title={t`Send a payment link`}>
      {opened ? <LinkForm audience={audience} startOrder={startOrder} onClose={onClose} /> : null}
    </AppModal>
  );
}

function LinkForm({ audience, startOrder, onClose }: Omit<Props, 'opened'>) {
  const [email, setEmail] = useState('');
  const [hours, setHours] = useState('24');
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [sent, setSent] = useState<{ link: PaymentLink; message: string } | null>(null);
  const [starting, setStarting] = useState(false);
  const create = useCreatePaymentLink({ request: SILENT });

  if (sent) {
    const statusPath =
      audience === 'employer' ? '/employer/payment-status/$id' : ('/jobsseekers/payment-status/$id' as const);
    const expires = new Date(sent.link.expiresAt).toLocaleString();
    return (
      <Stack gap="md">
        <Text fw={600} role="status">
          {sent.message}
        </Text>
        <Text size="sm">
          <Trans>It works until {expires}. The order&apos;s page shows when it is paid.</Trans>
        </Text>
        <Group justify="space-between">
          <CopyButton value={sent.link.url}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? t`Link copied` : t`Copy the link`}
              </Button>
            )}
          </CopyButton>
          <Anchor renderRoot={(props) => <Link {...props} to={statusPath} params={{ id: sent.link.orderId }} />}>
            <Trans>Open the order</Trans>
          </Anchor>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
        </Group>
      </Stack>
    );
  }

  const submit = async () => {
    const to = email.trim();
    const wrong = emailProblem(to, t`Enter the e-mail address of whoever pays, like accounts@company.com`);
    if (wrong) return setError(wrong);
    setProblem(undefined);
    setStarting(true);
    try {
      const orderId = await startOrder();
      const answer = await create.mutateAsync({ data: { orderId, sendTo: to, expiresInHours: Number(hours) } });
      setSent({ link: answer.data, message: answer.message });
    } catch (e) {
      setProblem(failureOf(e).message);
    } finally {
      setStarting(false);
    }
  };

  return (
    <form
      aria-label={t`Send a payment link`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Someone else pays, such as your finance team? We e-mail them a link to this order&apos;s secure payment
            page.
          </Trans>
        </Text>
        <TextInput
          label={t`Their e-mail`}
          type="email"
          withAsterisk
          value={email}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setError(undefined);
          }}
          error={error}
        />
        <NativeSelect
          label={t`The link works for`}
          data={hourOptions()}
          value={hours}
          onChange={(e) => setHours(e.currentTarget.value)}
        />
        {problem ? (
          <Alert color="red" title={t`The link could not be sent`} role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={starting}>
            <Trans>Send the link</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
