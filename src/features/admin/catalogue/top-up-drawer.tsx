// A top-up pack's editor: name (one per board in any case), price, the employer allowances it
// adds, how long they last, whether it is on sale. Packs already bought keep what was bought.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Drawer, Group, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState, type FormEvent } from 'react';
import { useCreateAdminTopUp, useUpdateAdminTopUp } from '@generated/api/admin/admin';
import type { AdminTopUp, AdminTopUpCredits } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { SILENT } from '@/lib/api/http';
import { EMPLOYER_LIMITS, limitLabel, readCount, readPrice } from './catalogue-rules';

const KEYS = ['name', 'description', 'price', 'credits', 'validityDays'] as const;
type Errors = Partial<Record<(typeof KEYS)[number], string>>;
type Props = { topUp: AdminTopUp | null | undefined; onClose: () => void; onSaved: (t: AdminTopUp) => void };

export function TopUpDrawer(props: Props) {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Drawer
      opened={props.topUp !== undefined}
      onClose={props.onClose}
      position="right"
      size={phone ? '100%' : 'md'}
      closeButtonProps={{ 'aria-label': t`Close the top-up editor` }}
      title={props.topUp ? t`Edit ${props.topUp.name}` : t`New top-up`}
    >
      {props.topUp !== undefined ? <TopUpForm key={props.topUp?._id ?? 'new'} {...props} topUp={props.topUp} /> : null}
    </Drawer>
  );
}

function TopUpForm({ topUp, onClose, onSaved }: Props & { topUp: AdminTopUp | null }) {
  const [name, setName] = useState(topUp?.name ?? '');
  const [description, setDescription] = useState(topUp?.description ?? '');
  const [price, setPrice] = useState(topUp ? String(topUp.price) : '');
  const [days, setDays] = useState(String(topUp?.validityDays ?? 90));
  const [active, setActive] = useState(topUp?.isActive ?? true);
  const [credits, setCredits] = useState<Record<string, string>>(() =>
    Object.fromEntries(EMPLOYER_LIMITS.map((k) => [k, String(topUp?.credits[k] ?? '')])),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateAdminTopUp({ request: SILENT });
  const update = useUpdateAdminTopUp({ request: SILENT });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const e: Errors = {};
    if (!name.trim()) e.name = t`Give the pack a name`;
    const p = readPrice(price);
    if ('error' in p) e.price = p.error;
    const d = readCount(days, 1, 3650, t`Days`);
    if ('error' in d) e.validityDays = d.error;
    const out: AdminTopUpCredits = {};
    for (const k of EMPLOYER_LIMITS) {
      const text = credits[k]?.trim() ?? '';
      if (!text) continue;
      const c = readCount(text, 1, 100000, limitLabel(k));
      if ('error' in c) e.credits = c.error;
      else out[k] = c.value;
    }
    if (!e.credits && Object.keys(out).length === 0) e.credits = t`Add at least one allowance`;
    setErrors(e);
    setFailure(null);
    if (Object.keys(e).length > 0 || 'error' in p || 'error' in d) return;
    const body = {
      name: name.trim(),
      description: description.trim() || null,
      price: p.value,
      credits: out,
      validityDays: d.value,
      isActive: active,
    };
    const onError = (err: unknown) => {
      const fields = fieldErrorsOf(err, KEYS);
      if (isApiError(err) && err.status === 409) fields.name = err.message;
      setErrors(fields);
      if (Object.keys(fields).length === 0)
        setFailure(isApiError(err) ? err.message : t`The pack could not be saved. Please try again.`);
    };
    const onSuccess = ({ data }: { data: AdminTopUp }) => onSaved(data);
    if (topUp) update.mutate({ id: topUp._id, data: body }, { onSuccess, onError });
    else create.mutate({ data: body }, { onSuccess, onError });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={topUp ? t`Edit ${topUp.name}` : t`New top-up`}>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          <Trans>Changes apply to purchases from now on; packs already bought keep what they added.</Trans>
        </Text>
        <TextInput
          label={t`Name`}
          required
          maxLength={80}
          value={name}
          onChange={(ev) => setName(ev.currentTarget.value)}
          error={errors.name}
        />
        <Textarea
          label={t`Description`}
          maxLength={300}

          minRows={2}
          value={description}
          onChange={(ev) => setDescription(ev.currentTarget.value)}
          error={errors.description}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t`Price (USD)`}
            required
            inputMode="decimal"
            value={price}
            onChange={(ev) => setPrice(ev.currentTarget.value)}
            error={errors.price}
          />
          <TextInput
            label={t`Usable for (days)`}
            required
            inputMode="numeric"
            value={days}
            onChange={(ev) => setDays(ev.currentTarget.value)}
            error={errors.validityDays}
          />
        </SimpleGrid>
        <Stack gap={4}>
          <Text fw={600} fz="sm">
            <Trans>What it adds</Trans>
          </Text>
          {errors.credits ? (
            <Text fz="sm" c="red.8">
              {errors.credits}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            {EMPLOYER_LIMITS.map((k) => (
              <TextInput
                key={k}
                label={limitLabel(k)}
                inputMode="numeric"
                placeholder={t`None`}
                value={credits[k] ?? ''}
                onChange={(ev) => {
                  const v = ev.currentTarget.value;
                  setCredits((all) => ({ ...all, [k]: v }));
                }}
              />
            ))}
          </SimpleGrid>
        </Stack>
        <Switch label={t`On sale`} checked={active} onChange={(ev) => setActive(ev.currentTarget.checked)} />
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
            {topUp ? t`Save top-up` : t`Create top-up`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
