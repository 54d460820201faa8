// The coupon field of the payment page. "Apply" asks the server to price the plan or pack with the
// code (subscription/coupon/applyCoupon); the server's refusal (expired, not for this plan,
// unknown) shows under the field, and an applied coupon can be removed. The code the buyer typed
// is checked for its shape first, as the contract states it, so an obvious typo costs no call.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import type { CouponApplication, CurrencyCode } from '@generated/api/model';
import { useApplyCoupon } from '@generated/api/payments/payments';
import { SILENT } from '@/lib/api/http';
import { failureOf } from './failure';

const CODE = /^[A-Za-z0-9_-]{3,32}$/;

type Props = {
  target: { planId: string } | { topUpId: string };
  currency: CurrencyCode;
  applied: CouponApplication | null;
  onChange: (application: CouponApplication | null) => void;
  disabled?: boolean;
};

export function CouponBox({ target, currency, applied, onChange, disabled = false }: Props) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apply = useApplyCoupon({ request: SILENT });
  const headingId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!CODE.test(trimmed)) {
      setError(t`Enter a coupon code of 3 to 32 letters, digits, dashes or underscores.`);
      return;
    }
    setError(null);
    apply.mutate(
      { data: { code: trimmed, currency, ...target } },
      {
        onSuccess: (answer) => onChange(answer.data),
        onError: (e) => setError(failureOf(e).message),
      },
    );
  };

  const remove = () => {
    onChange(null);
    setCode('');
    setError(null);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} fz="lg" id={headingId}>
          <Trans>Coupon</Trans>
        </Title>
        {applied ? (
          <Group justify="space-between" gap="sm" wrap="wrap" role="status">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600}>
                <Trans>{applied.coupon.code} applied</Trans>
              </Text>
              {applied.coupon.description ? (
                <Text fz="sm" c="dimmed">
                  {applied.coupon.description}
                </Text>
              ) : null}
            </Stack>
            <Anchor component="button" type="button" fz="sm" onClick={remove} disabled={disabled}>
              <Trans>Remove coupon</Trans>
            </Anchor>
          </Group>
        ) : (
          <form onSubmit={submit} noValidate aria-label={t`Coupon`}>
            <Group align="flex-start" gap="sm" wrap="nowrap">
              <TextInput
                label={t`Coupon code`}
                placeholder={t`e.g. HIRE20`}
                value={code}
                onChange={(e) => {
                  setCode(e.currentTarget.value);
                  if (error) setError(null);
                }}
                error={error}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={32}
                disabled={disabled}
                style={{ flex: 1, minWidth: 0 }}
              />
              <Button type="submit" variant="light" mt={25} loading={apply.isPending} disabled={disabled}>
                <Trans context="coupon">Apply</Trans>
              </Button>
            </Group>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
