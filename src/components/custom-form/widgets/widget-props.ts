// What every custom-form widget gets: the field definition, its id (rjsf's, so focusing the first
// error finds the input), texts already localized, the value and one error to show.
import type { FormField } from '@shared/custom-form/index.ts';
import type { FormContext } from '../form-context.ts';

export type WidgetProps<V = unknown> = {
  id: string;
  field: FormField;
  label: string;
  description?: string;
  placeholder?: string;
  required: boolean;
  disabled: boolean;
  value: V | undefined;
  /** undefined clears the value. (A method, so a widget of one value type fits the widget map.) */
  onChange(value: V | undefined): void;
  onBlur: () => void;
  error?: string;
  context: FormContext;
};
