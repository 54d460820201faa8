// Text inputs of the builder bound to a path of the draft: they show that path's error and tell
// the error tracker when they are left or edited. Long texts count their characters against the
// contract's limit instead of cutting a paste short.
import { Textarea, TextInput, type TextareaProps, type TextInputProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFieldError } from './field-errors';

type Common = { path: string; value: string; onValue: (value: string) => void; max?: number };

export function DraftTextInput({
  path,
  value,
  onValue,
  onBlur,
  ...props
}: Omit<Common, 'max'> & Omit<TextInputProps, 'value' | 'onChange' | 'error'>) {
  const { error, onBlur: touch, onEdit } = useFieldError(path);
  return (
    <TextInput
      {...props}
      value={value}
      error={error}
      data-path={path}
      onChange={(e) => {
        onEdit();
        onValue(e.currentTarget.value);
      }}
      onBlur={(e) => {
        touch();
        onBlur?.(e);
      }}
    />
  );
}

function counter(value: string, max: number, description: ReactNode): ReactNode {
  const used = value.trim().length;
  const text = `${used.toLocaleString('en')} / ${max.toLocaleString('en')}`;
  return description ? (
    <>
      {description} <span style={{ whiteSpace: 'nowrap' }}>({text})</span>
    </>
  ) : (
    text
  );
}

export function DraftTextarea({
  path,
  value,
  onValue,
  max,
  description,
  ...props
}: Common & Omit<TextareaProps, 'value' | 'onChange' | 'error'>) {
  const { error, onBlur, onEdit } = useFieldError(path);
  return (
    <Textarea
      {...props}
      value={value}
      error={error}
      data-path={path}
      autosize
      minRows={3}
      maxRows={12}
      description={max ? counter(value, max, description) : description}
      onChange={(e) => {
        onEdit();
        onValue(e.currentTarget.value);
      }}
      onBlur={onBlur}
    />
  );
}
