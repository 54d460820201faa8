// A form generated from a plain JSON Schema with @rjsf/core (the engine of the custom forms) and
// Mantine widgets. The caller owns the value and its problems: they are checked with the same Ajv
// as the server (validation.ts) and shown beside each field as the user types, with nothing to
// submit here; whole-object rules (anyOf, if/then at the root) are left to those checks rather
// than rendered by rjsf as a choice between schemas.
import Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema, RJSFSchema, UiSchema, ValidatorType, Widget } from '@rjsf/utils';
import { useMemo } from 'react';
import { humanize } from './labels';
import { LineListWidget, TEMPLATES } from './templates';
import { validatorOf, type SchemaProblems } from './validation';
import { WIDGETS } from './widgets';

type Values = Record<string, unknown>;

const NONE: readonly string[] = [];
const NO_WIDGETS: Readonly<Record<string, Widget>> = {};

export type SchemaFormProps = {
  /** An object schema; its properties become the fields, in order. */
  schema: object;
  value: Values;
  onChange: (value: Values) => void;
  problems: SchemaProblems;
  /** Prefix of the inputs' ids: unique on the page, a plain token. */
  idPrefix: string;
  /** Properties shown as a multi-line text area. */
  multiline?: readonly string[];
  /** Widgets of the caller's own for some properties (a choice among the board's categories). */
  widgets?: Readonly<Record<string, Widget>>;
  disabled?: boolean;
};

type JsonObject = { properties?: Record<string, Record<string, unknown>>; [k: string]: unknown };

/** The schema rjsf renders: titled properties, without the root's combinators. */
function displaySchema(schema: object): RJSFSchema {
  const { anyOf: _anyOf, allOf: _allOf, oneOf: _oneOf, ...rest } = schema as JsonObject;
  const properties = Object.fromEntries(
    Object.entries(rest.properties ?? {}).map(([key, prop]) => [key, { ...prop, title: humanize(key) }]),
  );
  return { ...rest, properties } as RJSFSchema;
}

function uiSchemaOf(
  schema: RJSFSchema,
  multiline: readonly string[],
  widgets: Readonly<Record<string, Widget>>,
): UiSchema {
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    if (typeof prop !== 'object') continue;
    const own = widgets[key];
    if (own) ui[key] = { 'ui:widget': own };
    else if (prop.type === 'array') ui[key] = { 'ui:widget': LineListWidget };
    else if (multiline.includes(key)) ui[key] = { 'ui:widget': 'textarea' };
  }
  return ui;
}

// rjsf asks the validator only to resolve conditions while it lays the form out; the values
// themselves are checked by the caller.
const validator: ValidatorType<Values> = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema, formData) => {
    try {
      return validatorOf(schema as object)(formData) === true;
    } catch {
      return false;
    }
  },
  rawValidation: () => ({ errors: undefined }),
};

export function SchemaFormImpl({
  schema,
  value,
  onChange,
  problems,
  idPrefix,
  multiline = NONE,
  widgets = NO_WIDGETS,
  disabled,
}: SchemaFormProps) {
  const shown = useMemo(() => displaySchema(schema), [schema]);
  const uiSchema = useMemo(() => uiSchemaOf(shown, multiline, widgets), [shown, multiline, widgets]);
  const extraErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(problems.fields).map(([field, message]) => [field, { __errors: [message] }]),
      ) as ErrorSchema<Values>,
    [problems],
  );
  return (
    <Form<Values>
      id={idPrefix}
      idPrefix={idPrefix}
      schema={shown}
      uiSchema={uiSchema}
      formData={value}
      validator={validator}
      widgets={WIDGETS}
      templates={TEMPLATES}
      extraErrors={extraErrors}
      disabled={disabled}
      noHtml5Validate
      showErrorList={false}
      // A new block starts from the manifest's settings; rjsf must not fill in anything else.
      experimental_defaultFormStateBehavior={{
        emptyObjectFields: 'skipDefaults',
        arrayMinItems: { populate: 'never' },
      }}
      onChange={(e: IChangeEvent<Values>) => onChange(e.formData ?? {})}
      onSubmit={() => undefined}
    />
  );
}
