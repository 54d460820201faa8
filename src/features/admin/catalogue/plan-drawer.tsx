// A plan's editor beside the list (the whole screen on a phone): name, prices, tier, allowances
// (a count or Unlimited), the sold features as a checklist, popularity, trial days and order.
// Checked as typed; the server's refusals (400 naming a field, 409 for a taken value) land on the
// field. A change applies to purchases from now on: licences keep what was bought.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Checkbox,
  Drawer,
  Fieldset,
  Group,
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
import { useCreateAdminPlan, useUpdateAdminPlan } from '@generated/api/admin/admin';
import type { AdminPlan, PlanAudience, PlanFeatureKey, PlanLimits, SubscriptionValue } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { SILENT } from '@/lib/api/http';
import { FEATURE_LABELS } from '@/lib/plans/feature-labels';
import { CANDIDATE_LIMITS, EMPLOYER_LIMITS, limitLabel, readCount, readPrice, type LimitKey } from './catalogue-rules';

const KEYS = [
  'subscription',
  'name',
  'description',
  'price',
  'originalPrice',
  'tier',
  'limits',
  'features',
  'trialDays',
  'sort',
] as const;
type Key = (typeof KEYS)[number];
type Errors = Partial<Record<Key | LimitKey, string>>;
type Limit = { unlimited: boolean; count: string; on: boolean };
const NO_LIMIT: Limit = { on: false, unlimited: false, count: '0' };

type Props = {
  audience: PlanAudience;
  /** The plan edited, or null for a new one; undefined when closed. */
  plan: AdminPlan | null | undefined;
  features: readonly PlanFeatureKey[];
  freeSubscriptions: readonly SubscriptionValue[];
  onClose: () => void;
  onSaved: (plan: AdminPlan) => void;
};

function limitsOf(plan: AdminPlan | null, keys: readonly LimitKey[]): Record<string, Limit> {
  const out: Record<string, Limit> = {};
  for (const k of keys) {
    const v = plan?.limits[k];
    out[k] = {
      on: v !== undefined || plan === null,
      unlimited: v === 'unlimited',
      count: typeof v === 'number' ? String(v) : '0',
    };
  }
  return out;
}

export function PlanDrawer(props: Props) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  const opened = props.plan !== undefined;
  return (
    <Drawer
      opened={opened}
      onClose={props.onClose}
      position="right"
      size={phone ? '100%' : 'lg'}
      closeButtonProps={{ 'aria-label': t`Close the plan editor` }}
      title={props.plan ? t`Edit ${props.plan.name}` : t`New plan`}
    >
      {opened ? <PlanForm key={props.plan?._id ?? 'new'} {...props} plan={props.plan ?? null} /> : null}
    </Drawer>
  );
}

function PlanForm({
  audience,
  plan,
  features,
  freeSubscriptions,
  onClose,
  onSaved,
}: Props & { plan: AdminPlan | null }) {
  const limitKeys: readonly LimitKey[] = audience === 'employer' ? EMPLOYER_LIMITS : CANDIDATE_LIMITS;
  const [subscription, setSubscription] = useState<string | null>(freeSubscriptions[0] ?? null);
  const [name, setName] = useState(plan?.name ?? '');
  const [description, setDescription] = useState(plan?.description ?? '');
  const [price, setPrice] = useState(plan ? String(plan.price) : '');
  const [originalPrice, setOriginalPrice] = useState(plan?.originalPrice == null ? '' : String(plan.originalPrice));
  const [tier, setTier] = useState(plan?.tier ?? '');
  const [trialDays, setTrialDays] = useState(String(plan?.trialDays ?? 0));
  const [sort, setSort] = useState(plan ? String(plan.sort) : '');
  const [popular, setPopular] = useState(plan?.isPopular ?? false);
  const [chosen, setChosen] = useState<string[]>((plan?.features ?? []).filter((f) => f !== 'default'));
  const [limits, setLimits] = useState(() => limitsOf(plan, limitKeys));
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateAdminPlan({ request: SILENT });
  const update = useUpdateAdminPlan({ request: SILENT });
  const trial = plan?.subscription === 'TRIAL';

  const setLimit = (k: LimitKey, change: Partial<Limit>) =>
    setLimits((all) => ({ ...all, [k]: { ...(all[k] ?? NO_LIMIT), ...change } }));

  const check = (): { errors: Errors; body?: Record<string, unknown> } => {
    const e: Errors = {};
    if (!plan && !subscription) e.subscription = t`Choose the subscription value`;
    if (!name.trim()) e.name = t`Give the plan a name`;
    if (!tier.trim()) e.tier = t`Give the tier a label`;
    const p = readPrice(price);
    if ('error' in p) e.price = p.error;
    else if (trial && p.value !== 0) e.price = t`The free trial costs nothing`;
    const o = originalPrice.trim() ? readPrice(originalPrice, t`The original price`) : null;
    if (o && 'error' in o) e.originalPrice = o.error;
    else if (o && 'value' in p && o.value < p.value) e.originalPrice = t`The original price cannot be below the price`;
    const days = readCount(trialDays, trial ? 1 : 0, 365, t`Trial days`);
    if ('error' in days) e.trialDays = days.error;
    const s = sort.trim() ? readCount(sort, 0, 1000, t`The order`) : null;
    if (s && 'error' in s) e.sort = s.error;
    const outLimits: PlanLimits = {};
    for (const k of limitKeys) {
      const l = limits[k] ?? NO_LIMIT;
      if (!l.on) continue;
      if (l.unlimited) outLimits[k] = 'unlimited';
      else {
        const c = readCount(l.count, 0, 2_147_483_647, limitLabel(k));
        if ('error' in c) e[k] = c.error;
        else outLimits[k] = c.value;
      }
    }
    if (Object.keys(e).length > 0 || 'error' in p || 'error' in days) return { errors: e };
    return {
      errors: e,
      body: {
        name: name.trim(),
        description: description.trim() || null,
        price: p.value,
        originalPrice: o && 'value' in o ? o.value : null,
        tier: tier.trim(),
        limits: outLimits,
        features: chosen,
        isPopular: popular,
        trialDays: days.value,
        ...(s && 'value' in s ? { sort: s.value } : {}),
      },
    };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { errors: e, body } = check();
    setErrors(e);
    setFailure(null);
    if (!body) return;
    const onError = (err: unknown) => {
      const fields = fieldErrorsOf(err, [...KEYS, ...limitKeys]);
      if (isApiError(err) && err.status === 409) fields.subscription = err.message;
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        setFailure(isApiError(err) ? err.message : t`The plan could not be saved. Please try again.`);
    };
    const onSuccess = ({ data }: { data: AdminPlan }) => onSaved(data);
    if (plan) update.mutate({ id: plan._id, data: body }, { onSuccess, onError });
    else
      create.mutate(
        { data: { ...body, audience, subscription: subscription as SubscriptionValue } as never },
        { onSuccess, onError },
      );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={plan ? t`Edit ${plan.name}` : t`New plan`}>
      <Stack gap="md">
        <Alert variant="light" color="blue">
          <Trans>
            Changes apply to purchases from now on. Everyone who bought this plan keeps what they bought, at the price
            they paid, until it ends.
          </Trans>
        </Alert>
        {plan ? (
          <Text fz="sm">
            {plan.billingPeriod === 'YEARLY'
              ? t`${plan.subscription} · billed yearly`
              : t`${plan.subscription} · billed monthly`}
          </Text>
        ) : (
          <Select
            label={t`Subscription value`}
            description={t`A plan each; the billing period follows it.`}
            data={freeSubscriptions.map((s) => ({ value: s, label: s }))}
            value={subscription}
            onChange={setSubscription}
            error={errors.subscription}
            allowDeselect={false}
          />
        )}
        <TextInput
          label={t`Name`}
          required
          maxLength={80}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <Textarea
          label={t`Description`}
          maxLength={300}

          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          error={errors.description}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t`Price (USD)`}
            required
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.currentTarget.value)}
            error={errors.price}
            disabled={trial}
          />
          <TextInput
            label={t`Original price (USD)`}
            description={t`Shown struck through; leave empty for none.`}
            inputMode="decimal"
            value={originalPrice}
            onChange={(e) => setOriginalPrice(e.currentTarget.value)}
            error={errors.originalPrice}
          />
          <TextInput
            label={t`Tier`}
            required
            maxLength={80}
            value={tier}
            onChange={(e) => setTier(e.currentTarget.value)}
            error={errors.tier}
          />
          <TextInput
            label={t`Trial days`}
            inputMode="numeric"
            value={trialDays}
            onChange={(e) => setTrialDays(e.currentTarget.value)}
            error={errors.trialDays}
          />
          <TextInput
            label={t`Order on the pricing page`}
            description={t`Lowest first; empty puts it last.`}
            inputMode="numeric"
            value={sort}
            onChange={(e) => setSort(e.currentTarget.value)}
            error={errors.sort}
          />
        </SimpleGrid>
        <Switch
          label={t`Highlight as popular`}
          checked={popular}
          onChange={(e) => setPopular(e.currentTarget.checked)}
        />
        <Fieldset legend={t`Allowances`}>
          <Stack gap="sm">
            {errors.limits ? (
              <Text fz="sm" c="red.8">
                {errors.limits}
              </Text>
            ) : null}
            {limitKeys.map((k) => {
              const l = limits[k] ?? NO_LIMIT;
              return (
                <Group key={k} gap="sm" align="flex-end" wrap="wrap">
                  <Checkbox
                    label={t`Includes ${limitLabel(k).toLowerCase()}`}
                    checked={l.on}
                    onChange={(e) => setLimit(k, { on: e.currentTarget.checked })}
                    style={{ flex: '1 1 200px' }}
                  />
                  {l.on ? (
                    <>
                      <TextInput
                        aria-label={limitLabel(k)}
                        inputMode="numeric"
                        value={l.unlimited ? '' : l.count}
                        disabled={l.unlimited}
                        onChange={(e) => setLimit(k, { count: e.currentTarget.value })}
                        error={errors[k]}
                        w={120}
                      />
                      <Checkbox
                        label={t`Unlimited`}
                        aria-label={t`${limitLabel(k)}: unlimited`}
                        checked={l.unlimited}
                        onChange={(e) => setLimit(k, { unlimited: e.currentTarget.checked })}
                      />
                    </>
                  ) : null}
                </Group>
              );
            })}
          </Stack>
        </Fieldset>
        <Checkbox.Group
          label={t`Features`}
          description={t`The tools this plan turns on.`}
          value={chosen}
          onChange={setChosen}
          error={errors.features}
        >
          <SimpleGrid cols={{ base: 1, xs: 2 }} mt="xs">
            {features.map((f) => (
              <Checkbox key={f} value={f} label={FEATURE_LABELS[f as keyof typeof FEATURE_LABELS] ?? f} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>
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
            {plan ? t`Save plan` : t`Create plan`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
