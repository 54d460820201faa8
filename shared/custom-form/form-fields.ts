// A form definition (CustomForm) as the flat field list the renderer and the validator take.
import type { components } from '@generated/schema';
import type { FormField } from './types.ts';

type CustomForm = components['schemas']['CustomForm'];

/**
 * Every field of a form's sections in order: by section, then by sortOrder (one order for default
 * and custom fields, so an admin can put a custom field between two default ones; a default field
 * comes first on a tie).
 */
export function formFields(form: Pick<CustomForm, 'sections'>): FormField[] {
  const sections = [...(form.sections ?? [])].sort((a, b) => a.sortOrder - b.sortOrder);
  const out: FormField[] = [];
  sections.forEach((section, s) => {
    const fields = [...(section.defaultFields ?? []), ...(section.customFields ?? [])]
      .map((field, index) => ({ field, index }))
      .sort((a, b) => a.field.sortOrder - b.field.sortOrder || a.index - b.index)
      .map(({ field }) => field);
    // Positions are made global so that orderedFields keeps the section order.
    fields.forEach((field, i) => out.push({ ...field, sortOrder: s * 1000 + i }));
  });
  return out;
}
