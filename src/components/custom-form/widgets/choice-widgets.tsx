// Widgets of the choice types: dropdown, checkbox (one box or a group), toggle, city type and date.
import { Checkbox, Group, MultiSelect, Radio, Select, Stack, Switch, TextInput } from '@mantine/core';
import { CITY_TYPES, localized } from '@shared/custom-form/index.ts';
import type { WidgetProps } from './widget-props';

function optionData(p: WidgetProps) {
  return (p.field.options ?? []).map((o) => ({ value: o.value, label: localized(o.label, p.context.lang) }));
}

export function SelectWidget(p: WidgetProps<string | string[]>) {
  const data = optionData(p);
  const shared = {
    id: p.id,
    label: p.label,
    description: p.description,
    placeholder: p.placeholder,
    required: p.required,
    disabled: p.disabled,
    error: p.error,
    onBlur: p.onBlur,
    data,
    searchable: data.length > 7,
    comboboxProps: { withinPortal: true },
  };
  if (p.field.multiple) {
    const value = Array.isArray(p.value) ? p.value : [];
    return <MultiSelect {...shared} value={value} onChange={(v) => p.onChange(v.length ? v : undefined)} clearable />;
  }
  return (
    <Select
      {...shared}
      value={typeof p.value === 'string' ? p.value : null}
      onChange={(v) => p.onChange(v ?? undefined)}
      clearable={!p.required}
    />
  );
}

export function CheckboxWidget(p: WidgetProps<boolean | string[]>) {
  const options = optionData(p);
  if (options.length > 0) {
    const value = Array.isArray(p.value) ? p.value : [];
    return (
      <Checkbox.Group
        id={p.id}
        label={p.label}
        description={p.description}
        required={p.required}
        error={p.error}
        value={value}
        onChange={(v) => p.onChange(v.length ? v : undefined)}
      >
        <Stack gap="xs" mt="xs">
          {options.map((o, i) => (
            <Checkbox
              key={o.value}
              id={i === 0 ? `${p.id}-0` : undefined}
              value={o.value}
              label={o.label}
              disabled={p.disabled}
            />
          ))}
        </Stack>
      </Checkbox.Group>
    );
  }
  return (
    <Checkbox
      id={p.id}
      name={p.field.keyNm}
      label={p.label}
      description={p.description}
      required={p.required}
      disabled={p.disabled}
      error={p.error}
      checked={p.value === true}
      onBlur={p.onBlur}
      onChange={(e) => p.onChange(e.currentTarget.checked)}
    />
  );
}

export function ToggleWidget(p: WidgetProps<boolean>) {
  return (
    <Switch
      id={p.id}
      name={p.field.keyNm}
      label={p.label}
      description={p.description}
      disabled={p.disabled}
      error={p.error}
      checked={p.value === true}
      onBlur={p.onBlur}
      onChange={(e) => p.onChange(e.currentTarget.checked)}
    />
  );
}

export function CityTypeWidget(p: WidgetProps<string>) {
  return (
    <Radio.Group
      id={p.id}
      name={p.field.keyNm}
      label={p.label}
      description={p.description}
      required={p.required}
      error={p.error}
      value={p.value ?? null}
      onChange={(v) => p.onChange(v || undefined)}
    >
      <Group gap="md" mt="xs">
        {CITY_TYPES.map((t) => (
          <Radio key={t.value} value={t.value} label={t.label} disabled={p.disabled} />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** The browser's own date picker: accessible, localised and light (no calendar bundle). */
export function DateWidget(p: WidgetProps<string>) {
  return (
    <TextInput
      id={p.id}
      name={p.field.keyNm}
      type="date"
      label={p.label}
      description={p.description}
      required={p.required}
      disabled={p.disabled}
      error={p.error}
      onBlur={p.onBlur}
      value={p.value && /^\d{4}-\d{2}-\d{2}$/.test(p.value) ? p.value : ''}
      onChange={(e) => p.onChange(e.currentTarget.value || undefined)}
    />
  );
}
