// Widgets of the text-like types: text, password, text area, e-mail, URL, phone number and number.
import { PasswordInput, TextInput, Textarea } from '@mantine/core';
import { NumberInput } from '@/components/ui/number-input';
import type { WidgetProps } from './widget-props';

function common(p: WidgetProps) {
  return {
    id: p.id,
    name: p.field.keyNm,
    label: p.label,
    description: p.description,
    placeholder: p.placeholder,
    required: p.required,
    disabled: p.disabled,
    error: p.error,
    onBlur: p.onBlur,
    maxLength: p.field.validation?.maxLength ?? undefined,
  };
}

const text = (v: string) => (v === '' ? undefined : v);

export function TextWidget(p: WidgetProps<string>) {
  return <TextInput {...common(p)} value={p.value ?? ''} onChange={(e) => p.onChange(text(e.currentTarget.value))} />;
}

export function PasswordWidget(p: WidgetProps<string>) {
  return (
    <PasswordInput
      {...common(p)}
      autoComplete="new-password"
      value={p.value ?? ''}
      onChange={(e) => p.onChange(text(e.currentTarget.value))}
    />
  );
}

export function TextareaWidget(p: WidgetProps<string>) {
  return (
    <Textarea
      {...common(p)}
      rows={4}
      resize="vertical"
      value={p.value ?? ''}
      onChange={(e) => p.onChange(text(e.currentTarget.value))}
    />
  );
}

export function EmailWidget(p: WidgetProps<string>) {
  return (
    <TextInput
      {...common(p)}
      type="email"
      autoComplete="email"
      inputMode="email"
      value={p.value ?? ''}
      onChange={(e) => p.onChange(text(e.currentTarget.value))}
    />
  );
}

export function UrlWidget(p: WidgetProps<string>) {
  return (
    <TextInput
      {...common(p)}
      type="url"
      inputMode="url"
      value={p.value ?? ''}
      onChange={(e) => p.onChange(text(e.currentTarget.value))}
    />
  );
}

/** Digits only, shown after a '+' (the country code comes first, as in +91 98765 43210). */
export function PhoneWidget(p: WidgetProps<string>) {
  return (
    <TextInput
      {...common(p)}
      type="tel"
      autoComplete="tel"
      inputMode="tel"
      leftSection={<span aria-hidden>+</span>}
      value={(p.value ?? '').replace(/^\+/, '')}
      onChange={(e) => p.onChange(text(e.currentTarget.value.replace(/[^\d]/g, '')))}
    />
  );
}

export function NumberWidget(p: WidgetProps<number>) {
  const v = p.field.validation;
  return (
    <NumberInput
      {...common(p)}
      maxLength={undefined}
      min={v?.min ?? undefined}
      max={v?.max ?? undefined}
      allowNegative={(v?.min ?? 0) < 0}
      // Out-of-range input stays visible and is reported, not silently clamped.
      clampBehavior="none"
      value={p.value ?? ''}
      onChange={(n) => p.onChange(typeof n === 'number' ? n : n === '' ? undefined : Number(n))}
    />
  );
}
