// A coupon's editor: the code (kept upper case, one per board in any case), a percentage or an
// amount in a currency, the days it applies, how many uses in all, who may use it and on which of
// the board's plans. Checked as typed; the server's refusals land on the field.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  Button,
  Drawer,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useCreateAdminCoupon, useListAdminPlans, useUpdateAdminCoupon } from '@generated/api/admin/admin';
import type { Coupon, CurrencyCode, PlanAudience } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { SILENT } from '@/lib/api/http';
import { COUPON_CODE, readCount, readPrice } from './catalogue-rules';

const KEYS = [
  'code',
  'description',
  'percentOff',
  'amountOff',
  'currency',
  'validFrom',
  'validUntil',
  'maxRedemptions',
  'audience',
  'planIds',
] as const;
type Errors = Partial<Record<(typeof KEYS)[number], string>>;
type Props = { coupon: Coupon | null | undefined; onClose: () => void; onSaved: (c: Coupon) => void };
const CURRENCIES: CurrencyCode[] = ['USD', 'EUR', 'GBP', 'INR'];

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

export function CouponDrawer(props: Props) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Drawer
      opened={props.coupon !== undefined}
      onClose={props.onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      closeButtonProps={{ 'aria-label': t`Close the coupon editor` }}
      title={props.coupon ? t`Edit ${props.coupon.code}` : t`New coupon`}
    >
      {props.coupon !== undefined ? (
        <CouponForm key={props.coupon?._id ?? 'new'} {...props} coupon={props.coupon} />
      ) : null}
    </Drawer>
  );
}

function CouponForm({ coupon, onClose, onSaved }: Props & { coupon: Coupon | null }) {
  const [code, setCode] = useState(coupon?.code ?? '');
  const [description, setDescription] = useState(coupon?.description ?? '');
  const [kind, setKind] = useState<'percent' | 'amount'>(coupon?.amountOff != null ? 'amount' : 'percent');
  const [value, setValue] = useState(String(coupon?.percentOff ?? coupon?.amountOff ?? ''));
  const [currency, setCurrency] = useState<string | null>(coupon?.currency ?? 'USD');
  const [from, setFrom] = useState(day(coupon?.validFrom));
  const [until, setUntil] = useState(day(coupon?.validUntil));
  const [max, setMax] = useState(coupon?.maxRedemptions == null ? '' : String(coupon.maxRedemptions));
  const [audience, setAudience] = useState<string>(coupon?.audience ?? 'all');
  const [planIds, setPlanIds] = useState<string[]>(coupon?.planIds ?? []);
  const [active, setActive] = useState(coupon?.isActive ?? true);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const employer = useListAdminPlans({ audience: 'employer', limit: 50 });
  const candidate = useListAdminPlans({ audience: 'candidate', limit: 50 });
  const create = useCreateAdminCoupon({ request: SILENT });
  const update = useUpdateAdminCoupon({ request: SILENT });
  // One option a plan, whichever list named it.
  const plans = [
    ...new Map(
      [...(employer.data?.data.items ?? []), ...(candidate.data?.data.items ?? [])].map((p) => [p._id, p]),
    ).values(),
  ].filter((p) => audience === 'all' || p.audience === audience);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const e: Errors = {};
    if (!COUPON_CODE.test(code.trim())) e.code = t`Use 3 to 32 letters, digits, dashes or underscores`;
    const v = readPrice(value, kind === 'percent' ? t`The percentage` : t`The amount`);
    if ('error' in v) e[kind === 'percent' ? 'percentOff' : 'amountOff'] = v.error;
    else if (v.value <= 0) e[kind === 'percent' ? 'percentOff' : 'amountOff'] = t`Take something off`;
    else if (kind === 'percent' && v.value > 100) e.percentOff = t`At most 100%`;
    if (kind === 'amount' && !currency) e.currency = t`Choose the currency of the amount`;
    if (from && until && until < from) e.validUntil = t`The end comes before the start`;
    const m = max.trim() ? readCount(max, 1, 1_000_000, t`Uses`) : null;
    if (m && 'error' in m) e.maxRedemptions = m.error;
    setErrors(e);
    setFailure(null);
    if (Object.keys(e).length > 0 || 'error' in v) return;
    const body = {
      code: code.trim(),
      description: description.trim() || null,
      percentOff: kind === 'percent' ? v.value : null,
      amountOff: kind === 'amount' ? v.value : null,
      currency: kind === 'amount' ? (currency as CurrencyCode) : null,
      ...(from ? { validFrom: new Date(`${from}T00:00:00`).toISOString() } : {}),
      validUntil: until ? new Date(`${until}T23:59:59`).toISOString() : null,
      maxRedemptions: m && 'value' in m ? m.value : null,
      audience: audience === 'all' ? null : (audience as PlanAudience),
      planIds: planIds.filter((id) => plans.some((p) => p._id === id)),
      isActive: active,
    };
    const onError = (err: unknown) => {
      const fields = fieldErrorsOf(err, KEYS);
      if (isApiError(err) && err.status === 409) fields.code = err.message;
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        setFailure(isApiError(err) ? err.message : t`The coupon could not be saved. Please try again.`);
    };
    const onSuccess = ({ data }: { data: Coupon }) => onSaved(data);
    if (coupon) update.mutate({ id: coupon._id, data: body }, { onSuccess, onError });
    else create.mutate({ data: body }, { onSuccess, onError });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={coupon ? t`Edit ${coupon.code}` : t`New coupon`}>
      <Stack gap="md">
        <TextInput
          label={t`Code`}
          required
          maxLength={32}
          value={code}
          onChange={(ev) => setCode(ev.currentTarget.value.toUpperCase())}
          error={errors.code}
          autoCapitalize="characters"
          spellCheck={false}
        />
        <Textarea
          label={t`Description`}
          maxLength={300}

          minRows={2}
          value={description}
          onChange={(ev) => setDescription(ev.currentTarget.value)}
          error={errors.description}
        />
        <SegmentedControl
          aria-label={t`Kind of discount`}
          value={kind}
          onChange={(k) => setKind(k as 'percent' | 'amount')}
          data={[
            { value: 'percent', label: t`Percentage` },
            { value: 'amount', label: t`Amount` },
          ]}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={kind === 'percent' ? t`Percent off` : t`Amount off`}
            required
            inputMode="decimal"
            value={value}
            onChange={(ev) => setValue(ev.currentTarget.value)}
            error={kind === 'percent' ? errors.percentOff : errors.amountOff}
          />
          {kind === 'amount' ? (
            <Select
              label={t`Currency`}
              data={CURRENCIES}
              value={currency}
              onChange={setCurrency}
              error={errors.currency}
              allowDeselect={false}
            />
          ) : null}
          <TextInput
            label={t`Valid from`}
            type="date"
            value={from}
            onChange={(ev) => setFrom(ev.currentTarget.value)}
            error={errors.validFrom}
          />
          <TextInput
            label={t`Valid until`}
            description={t`Empty for no end.`}
            type="date"
            value={until}
            onChange={(ev) => setUntil(ev.currentTarget.value)}
            error={errors.validUntil}
          />
          <TextInput
            label={t`Uses in all`}
            description={t`Empty for no limit.`}
            inputMode="numeric"
            value={max}
            onChange={(ev) => setMax(ev.currentTarget.value)}
            error={errors.maxRedemptions}
          />
          <Select
            label={t`Who may use it`}
            data={[
              { value: 'all', label: t`Everyone` },
              { value: 'employer', label: t`Employers` },
              { value: 'candidate', label: t`Job seekers` },
            ]}
            value={audience}
            onChange={(a) => setAudience(a ?? 'all')}
            error={errors.audience}
            allowDeselect={false}
          />
        </SimpleGrid>
        <MultiSelect
          label={t`Plans`}
          description={t`Empty for every plan.`}
          data={plans.map((p) => ({ value: p._id, label: `${p.name} (${p.subscription})` }))}
          value={planIds}
          onChange={setPlanIds}
          error={errors.planIds}
          searchable
          clearable
        />
        {coupon ? (
          <Text fz="sm" c="dimmed">
            <Trans>Used {coupon.redemptionCount} times so far.</Trans>
          </Text>
        ) : null}
        <Switch label={t`Active`} checked={active} onChange={(ev) => setActive(ev.currentTarget.checked)} />
        {failure ? (
          <Text fz="sm" c="red.8" role="alert">
            {failure}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {coupon ? t`Save coupon` : t`Create coupon`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
