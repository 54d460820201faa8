// The one rjsf field of custom forms: it reads the field's type and renders the Mantine widget of
// that type (the manifest's widget names), so any definition renders without new code.
import type { FieldProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import { localized, type FieldType } from '@shared/custom-form/index.ts';
import type { FormContext } from './form-context';
import { CategoriesWidget } from './widgets/categories-widget';
import { CheckboxWidget, CityTypeWidget, DateWidget, SelectWidget, ToggleWidget } from './widgets/choice-widgets';
import { FileWidget } from './widgets/file-widget';
import { CityWidget, CountryWidget, StateWidget } from './widgets/location-widgets';
import {
  EmailWidget,
  NumberWidget,
  PasswordWidget,
  PhoneWidget,
  TextareaWidget,
  TextWidget,
  UrlWidget,
} from './widgets/text-widgets';
import type { WidgetProps } from './widgets/widget-props';

// Keyed by the manifest's field type codes; the names follow the manifest's widget column.
export const WIDGETS: Record<FieldType, ComponentType<WidgetProps<never>>> = {
  text: TextWidget,
  number: NumberWidget,
  phone_number: PhoneWidget,
  email: EmailWidget,
  password: PasswordWidget,
  dropdown: SelectWidget,
  text_area: TextareaWidget,
  date: DateWidget,
  file: FileWidget,
  checkbox: CheckboxWidget,
  toggle: ToggleWidget,
  city: CityWidget,
  country: CountryWidget,
  state: StateWidget,
  resume_type: FileWidget,
  url: UrlWidget,
  categories: CategoriesWidget,
  city_type: CityTypeWidget,
};

export function CustomFormField(props: FieldProps) {
  const context = props.registry.formContext as FormContext;
  const field = context.fields.find((f) => f.keyNm === props.name);
  if (!field) return null;
  // Each widget takes the value shape of its own type's schema; the map cannot say which, so the
  // widget is called with the field's current value as rjsf holds it.
  const Widget = WIDGETS[field.fieldType] as unknown as ComponentType<WidgetProps>;
  const { fieldPathId, onChange, onBlur } = props;
  return (
    <Widget
      id={fieldPathId.$id}
      field={field}
      label={localized(field.label, context.lang) || field.keyNm}
      description={localized(field.helpText, context.lang) || undefined}
      placeholder={localized(field.placeholder, context.lang) || undefined}
      required={field.required}
      disabled={props.disabled === true || props.readonly === true}
      value={props.formData}
      onChange={(value) => onChange(value, fieldPathId.path)}
      onBlur={() => onBlur(fieldPathId.$id, props.formData)}
      error={props.rawErrors?.[0]}
      context={context}
    />
  );
}
