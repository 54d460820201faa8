// A small form state for the account screens: values, one message per field, validation on
// submit and then as the user corrects, and focus moved to the first field in error so that
// keyboard and screen-reader users land where the problem is. Errors that come from outside the
// validators (the server, an availability check) stay until their field changes.
import { useId, useState, type FormEvent } from 'react';

export type Validator<T, K extends keyof T> = (value: T[K], values: T) => string | null;
export type Validators<T> = { [K in keyof T]?: Validator<T, K> };
export type FieldErrors<T> = Partial<Record<keyof T, string>>;

function clean<T>(errors: FieldErrors<T>): FieldErrors<T> {
  const out: FieldErrors<T> = {};
  for (const key of Object.keys(errors) as Array<keyof T>) if (errors[key]) out[key] = errors[key];
  return out;
}

export function useForm<T extends Record<string, unknown>>(initial: T, validators: Validators<T>) {
  const formId = useId();
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [external, setExternal] = useState<FieldErrors<T>>({});
  const [attempted, setAttempted] = useState(false);

  const check = <K extends keyof T>(key: K, all: T): string | undefined =>
    validators[key]?.(all[key], all) ?? undefined;

  const checkAll = (all: T, outside: FieldErrors<T>): FieldErrors<T> => {
    const found: FieldErrors<T> = {};
    for (const key of Object.keys(all) as Array<keyof T>) found[key] = check(key, all);
    return clean<T>({ ...outside, ...found });
  };

  const focusField = (key: keyof T) => {
    document
      .getElementById(formId)
      ?.querySelector<HTMLElement>(`[name="${String(key)}"]`)
      ?.focus();
  };

  const setValue = <K extends keyof T>(key: K, value: T[K]) => {
    const next = { ...values, [key]: value };
    const outside = clean<T>({ ...external, [key]: undefined });
    setValues(next);
    setExternal(outside);
    // Before the first submit a field is judged when it is left, not while it is typed; after
    // it, every field is re-judged so that dependent fields (a confirmation) stay right.
    if (attempted) setErrors(checkAll(next, outside));
    else if (errors[key]) setErrors((e) => clean<T>({ ...e, [key]: check(key, next) }));
  };

  const blur = (key: keyof T) => {
    const value = values[key];
    if (value === '' || value === false) return;
    setErrors((e) => clean<T>({ ...e, [key]: external[key] ?? check(key, values) }));
  };

  /** Shows errors from outside the validators (the server) and moves focus to the first. */
  const setExternalErrors = (next: FieldErrors<T>) => {
    const found = clean<T>(next);
    setExternal((x) => ({ ...x, ...found }));
    setErrors((e) => ({ ...e, ...found }));
    const first = (Object.keys(values) as Array<keyof T>).find((k) => found[k]);
    if (first !== undefined) focusField(first);
  };

  const onSubmit = (handler: (values: T) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAttempted(true);
    const found = checkAll(values, external);
    setErrors(found);
    const first = (Object.keys(values) as Array<keyof T>).find((k) => found[k]);
    if (first !== undefined) {
      focusField(first);
      return;
    }
    handler(values);
  };

  return { formId, values, errors, setValue, blur, setExternalErrors, onSubmit };
}
