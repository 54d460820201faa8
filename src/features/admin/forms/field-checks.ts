// The checks the drawer runs before a field joins the draft, so most mistakes are caught where
// they are made. The server checks the same rules again on save (server/admin/forms) and its
// message is shown if it still refuses.
import { t } from '@lingui/core/macro';
import type { DraftField } from './draft';

export type FieldProblems = Partial<Record<'label' | 'options' | 'length' | 'range' | 'pattern', string>>;

function patternProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern, 'u');
    return undefined;
  } catch {
    return t`This is not a valid regular expression`;
  }
}

export function fieldProblems(field: DraftField): FieldProblems {
  const out: FieldProblems = {};
  if (!field.label.en.trim()) out.label = t`Give the field a label`;
  const options = field.options ?? [];
  if (field.fieldType === 'dropdown' && options.length === 0) out.options = t`Add at least one option`;
  const labels = options.map((o) => o.label.en.trim().toLowerCase());
  if (labels.some((l) => !l)) out.options = t`Every option needs a label`;
  else if (new Set(labels).size !== labels.length) out.options = t`Each option must be different`;
  const v = field.validation;
  if (v?.minLength != null && v.maxLength != null && v.minLength > v.maxLength)
    out.length = t`The shortest length is above the longest`;
  if (v?.min != null && v.max != null && v.min > v.max) out.range = t`The smallest number is above the largest`;
  if (v?.pattern) {
    const problem = patternProblem(v.pattern);
    if (problem) out.pattern = problem;
  }
  return out;
}
