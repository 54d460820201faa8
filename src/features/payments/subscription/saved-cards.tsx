// The cards saved with the gateway for renewals (customer/payment-methods): each with its brand,
// last four digits, expiry and whether renewals charge it; "Make default" (customer/payment-id,
// by the gateway's id of the card) and "Remove" behind a confirmation (customer/{id}/payment-methods).
// Cards are only ever saved on the gateway's own page, when a plan is paid with a new card.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { PaymentMethod } from '@generated/api/model';
import { AppModal } from '@/components/ui/app-modal';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { QueryView } from '@/components/ui/query-view';
import { toast } from '@/lib/toast/toast';
import { failureOf } from '../checkout/failure';
import { CardLine } from './card-line';
import { useCardCalls, usePaymentMethods, useRefreshBilling } from './calls';
import { Section } from './section';
import { cardLabel, cardName, type Who } from './who';

type Props = { who: Who; renews: boolean };

export function SavedCards({ who, renews }: Props) {
  const methods = usePaymentMethods(who);
  const calls = useCardCalls(who);
  const refresh = useRefreshBilling();
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const busyId = calls.setDefault.isPending ? calls.setDefault.variables?.id : undefined;

  const makeDefault = async (card: PaymentMethod) => {
    setFailure(null);
    try {
      await calls.setDefault.mutateAsync({ id: card.gatewayPaymentMethodId, data: { setDefault: true } });
      await refresh();
      toast(t`${cardName(card)} is now your default card.`);
    } catch (e) {
      setFailure(failureOf(e).message);
    }
  };

  return (
    <Section
      title={t`Saved cards`}
      description={t`Renewals charge the default card. The full card number stays with the payment provider.`}
    >
      <QueryView
        query={methods}
        errorTitle={t`We could not load your saved cards`}
        loading={<LoadingState rows={1} label={t`Loading your saved cards…`} />}
        empty={
          <EmptyState
            compact
            title={t`No saved cards`}
            text={t`A card is saved when you pay for a plan with a new card. It then renews the plan at the end of each period.`}
          />
        }
      >
        {(cards) => (
          <Stack gap="sm" component="ul" aria-label={t`Saved cards`} m={0} p={0} style={{ listStyle: 'none' }}>
            {cards.map((card) => (
              <Paper key={card._id} component="li" withBorder radius="md" p="sm">
                <Group justify="space-between" gap="sm" wrap="wrap">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Group gap="xs" wrap="wrap">
                      <CardLine card={card} withExpiry />
                      {card.isDefault ? (
                        <Badge variant="light" color="teal" tt="none">
                          <Trans>Default</Trans>
                        </Badge>
                      ) : null}
                      {card.isExpired ? (
                        <Badge variant="light" color="red" tt="none">
                          <Trans>Expired</Trans>
                        </Badge>
                      ) : null}
                    </Group>
                    {card.holderName ? (
                      <Text fz="sm" c="dimmed">
                        {card.holderName}
                      </Text>
                    ) : null}
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    {!card.isDefault && !card.isExpired ? (
                      <Button
                        size="xs"
                        variant="light"
                        loading={busyId === card.gatewayPaymentMethodId}
                        disabled={calls.setDefault.isPending}
                        onClick={() => void makeDefault(card)}
                        aria-label={t`Make default: ${cardLabel(card)}`}
                      >
                        <Trans>Make default</Trans>
                      </Button>
                    ) : null}
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setRemoving(card)}
                      aria-label={t`Remove: ${cardLabel(card)}`}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryView>
      {failure ? (
        <Alert color="red" mt="md" role="alert" title={t`The default card was not changed`}>
          {failure}
        </Alert>
      ) : null}
      {removing ? (
        <RemoveCardDialog
          who={who}
          card={removing}
          onlyCard={(methods.data?.length ?? 0) <= 1}
          renews={renews}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </Section>
  );
}

function RemoveCardDialog({
  who,
  card,
  onlyCard,
  renews,
  onClose,
}: {
  who: Who;
  card: PaymentMethod;
  onlyCard: boolean;
  renews: boolean;
  onClose: () => void;
}) {
  const { remove } = useCardCalls(who);
  const refresh = useRefreshBilling();
  const [error, setError] = useState<string | null>(null);
  const consequence = !card.isDefault
    ? t`Renewals keep charging your default card.`
    : onlyCard
      ? renews
        ? t`It is the card your plan renews with: add another card, or cancel the renewal, before removing it.`
        : t`You will have no saved card: paying for a plan will ask for a card again.`
      : t`Your newest other card becomes the default for renewals.`;

  const confirm = async () => {
    setError(null);
    try {
      await remove.mutateAsync({ id: card._id });
      toast(t`${cardName(card)} is removed.`);
      onClose();
      await refresh();
    } catch (e) {
      setError(failureOf(e).message);
    }
  };

  return (
    <AppModal
      opened
      onClose={onClose}
      closeOnEscape={!remove.isPending}
      title={t`Remove this card?`}
      size="md"
      footer={
        <>
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            <Trans>Keep the card</Trans>
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void confirm()}>
            <Trans>Remove card</Trans>
          </Button>
        </>
      }
    >
      <Stack gap="sm">
        <CardLine card={card} withExpiry />
        <Text fz="sm">{consequence}</Text>
        {error ? (
          <Alert color="red" title={t`The card was not removed`} role="alert">
            {error}
          </Alert>
        ) : null}
      </Stack>
    </AppModal>
  );
}
