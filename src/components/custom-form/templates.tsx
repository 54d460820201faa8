// rjsf templates for custom forms: widgets render their own label, help and error (Mantine ties
// them to the input), so the field template only lays fields out; rjsf's error list is replaced
// by the per-field messages and a short summary the renderer shows.
import { Stack } from '@mantine/core';
import type { FieldTemplateProps, ObjectFieldTemplateProps, TemplatesType } from '@rjsf/utils';

function FieldTemplate({ children, hidden }: FieldTemplateProps) {
  if (hidden) return null;
  return children;
}

function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps) {
  return <Stack gap="md">{properties.map((p) => (p.hidden ? null : <div key={p.name}>{p.content}</div>))}</Stack>;
}

export const TEMPLATES: Partial<TemplatesType> = {
  FieldTemplate,
  ObjectFieldTemplate,
};
