// A form definition (CustomForm) as the flat field list the renderer and the validator take.
import type { components } from '@generated/schema';
import type { FormField } from './types.ts';

type CustomForm = components['schemas']['CustomForm'];

/** Every field of a form's sections in order: by section, then default before custom, by sortOrder. */
export function formFields(form: Pick<CustomForm, 'sections'>): FormField[] {
  const sections = [...(form.sections ?? [])].sort((a, b) => a.sortOrder - b.sortOrder);
  const out: FormField[] = [];
  sections.forEach((section, s) => {
    const bySort = (list: FormField[] = []) => [...list].sort((a, b) => a.sortOrder - b.sortOrder);
    const fields = [...bySort(section.defaultFields), ...bySort(section.customFields)];
    // Positions are made global so that orderedFields keeps the section order.
    fields.forEach((field, i) => out.push({ ...field, sortOrder: s * 1000 + i }));
  });
  return out;
}
