// rjsf templates for plain JSON Schema forms: widgets render their own label, help and error, so
// a field only lays itself out; rjsf's error list gives way to the messages beside each field.
import { t } from '@lingui/core/macro';
import { Stack, Textarea } from '@mantine/core';
import type { FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType, WidgetProps } from '@rjsf/utils';

function FieldTemplate({ children, hidden }: FieldTemplateProps) {
  return hidden ? null : children;
}

function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <Stack gap="sm">{properties.map((p) => (p.hidden ? null : <div key={p.name}>{p.content}</div>))}</Stack>;
}

export const TEMPLATES: Partial<TemplatesType> = { FieldTemplate, ObjectFieldTemplate };

/** A list of short strings (ids) as one text area, one value a line: no add and remove buttons to tab through. */
export function LineListWidget(p: WidgetProps) {
  const value = Array.isArray(p.value) ? (p.value as unknown[]).map(String).join('\n') : '';
  return (
    <Textarea
      id={p.id}
      name={p.id}
      label={p.label}
      description={typeof p.schema.description === 'string' ? t`${p.schema.description} One a line.` : t`One a line.`}
      required={p.required}
      disabled={p.disabled || p.readonly}
      error={p.rawErrors?.[0]}
      autosize
      minRows={2}
      value={value}
      onBlur={() => p.onBlur(p.id, p.value)}
      onChange={(e) => {
        const lines = e.currentTarget.value.split('\n').map((l) => l.trim());
        const kept = lines.filter((l, i) => l !== '' || i === lines.length - 1);
        p.onChange(kept.some((l) => l !== '') ? kept.filter((l) => l !== '') : undefined);
      }}
    />
  );
}
