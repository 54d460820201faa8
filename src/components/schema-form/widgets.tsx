// Mantine widgets for rjsf forms of plain JSON Schemas: each renders its own label, help text and
// error, so Mantine ties them to the input for screen readers (aria-describedby, aria-invalid).
import { Select, Switch, TextInput, Textarea } from '@mantine/core';
import type { RegistryWidgetsType, WidgetProps } from '@rjsf/utils';
import { NumberInput } from '@/components/ui/number-input';
import { choiceLabel } from './labels';

function common(p: WidgetProps) {
  const maxLength = typeof p.schema.maxLength === 'number' ? p.schema.maxLength : undefined;
  return {
    id: p.id,
    name: p.id,
    label: p.label,
    description: typeof p.schema.description === 'string' ? p.schema.description : undefined,
    required: p.required,
    disabled: p.disabled || p.readonly,
    error: p.rawErrors?.[0],
    onBlur: () => p.onBlur(p.id, p.value),
    maxLength,
  };
}

const text = (v: string) => (v === '' ? undefined : v);

function TextWidget(p: WidgetProps) {
  if (p.schema.type === 'integer' || p.schema.type === 'number')
    return (
      <NumberInput
        {...common(p)}
        min={typeof p.schema.minimum === 'number' ? p.schema.minimum : undefined}
        max={typeof p.schema.maximum === 'number' ? p.schema.maximum : undefined}
        allowDecimal={p.schema.type === 'number'}
        value={typeof p.value === 'number' ? p.value : ''}
        onChange={(v) => p.onChange(typeof v === 'number' ? v : undefined)}
      />
    );
  return (
    <TextInput
      {...common(p)}
      type={p.schema.format === 'uri' ? 'url' : 'text'}
      value={typeof p.value === 'string' ? p.value : ''}
      onChange={(e) => p.onChange(text(e.currentTarget.value))}
    />
  );
}

function TextareaWidget(p: WidgetProps) {
  return (
    <Textarea
      {...common(p)}
      autosize
      minRows={3}
      maxRows={14}
      value={typeof p.value === 'string' ? p.value : ''}
      onChange={(e) => p.onChange(text(e.currentTarget.value))}
    />
  );
}

function SelectWidget(p: WidgetProps) {
  const options = (p.options.enumOptions ?? []).map((o) => ({ value: String(o.value), label: choiceLabel(o.value) }));
  const byText = new Map((p.options.enumOptions ?? []).map((o) => [String(o.value), o.value as unknown]));
  return (
    <Select
      {...common(p)}
      data={options}
      allowDeselect={!p.required}
      clearable={!p.required}
      value={p.value === undefined ? null : String(p.value)}
      onChange={(v) => p.onChange(v === null ? undefined : byText.get(v))}
    />
  );
}

function CheckboxWidget(p: WidgetProps) {
  const { error, ...rest } = common(p);
  return (
    <Switch {...rest} error={error} checked={p.value === true} onChange={(e) => p.onChange(e.currentTarget.checked)} />
  );
}

export const WIDGETS: RegistryWidgetsType = {
  TextWidget,
  URLWidget: TextWidget,
  UpDownWidget: TextWidget,
  TextareaWidget,
  SelectWidget,
  CheckboxWidget,
};
