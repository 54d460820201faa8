// "Someone else pays" at checkout (payment/link): the order is created as for paying now, and the
// gateway's checkout of it is e-mailed to whoever pays (a finance colleague, say), valid for the
// hours chosen. The link is also shown to copy, and the order's status page says when it is paid.
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

const HOURS = [
  { value: '24', label: '24 hours' },
  { value: '48', label: '2 days' },
  { value: '72', label: '3 days' },
  { value: '168', label: '7 days' },
];

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
        Someone else pays? Send them a link
      </Button>
      <PaymentLinkModal opened={opened} onClose={() => setOpened(false)} audience={audience} startOrder={startOrder} />
    </>
  );
}

function PaymentLinkModal({ opened, onClose, audience, startOrder }: Props) {
  return (
    <AppModal opened={opened} onClose={onClose} title="Send a payment link">
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
    return (
      <Stack gap="md">
        <Text fw={600} role="status">
          {sent.message}
        </Text>
        <Text size="sm">
          It works until {new Date(sent.link.expiresAt).toLocaleString()}. The order&apos;s page shows when it is paid.
        </Text>
        <Group justify="space-between">
          <CopyButton value={sent.link.url}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? 'Link copied' : 'Copy the link'}
              </Button>
            )}
          </CopyButton>
          <Anchor renderRoot={(props) => <Link {...props} to={statusPath} params={{ id: sent.link.orderId }} />}>
            Open the order
          </Anchor>
        </Group>
        <Group justify="flex-end">
          <Button onClick={onClose}>Done</Button>
        </Group>
      </Stack>
    );
  }

  const submit = async () => {
    const to = email.trim();
    const wrong = emailProblem(to, 'Enter the e-mail address of whoever pays, like accounts@company.com');
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
      aria-label="Send a payment link"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          Someone else pays, such as your finance team? We e-mail them a link to this order&apos;s secure payment page.
        </Text>
        <TextInput
          label="Their e-mail"
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
          label="The link works for"
          data={HOURS}
          value={hours}
          onChange={(e) => setHours(e.currentTarget.value)}
        />
        {problem ? (
          <Alert color="red" title="The link could not be sent" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={starting}>
            Send the link
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
