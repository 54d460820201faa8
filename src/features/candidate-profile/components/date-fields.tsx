// The profile's date pickers (Mantine dates): a month picker for the sections' from and to, whose
// value is the first of the month in the wire format (YYYY-MM-DD), and a day picker for the birth
// date that opens on the decade so a year decades back is three clicks away, not three hundred.
// Shown as the specification's formats (§9): 'MMM YYYY' and 'DD MMM YYYY'.
import { t } from '@lingui/core/macro';
import '@mantine/dates/styles.css';
import { DatePickerInput, MonthPickerInput } from '@mantine/dates';
import { useId } from 'react';
import { constants } from '@generated/manifest';
import { CalendarIcon } from './icons';

// Mantine names the calendar's arrow and level buttons only when asked; unnamed they fail axe.
// A function: the names are in the reader's language, known only at render.
function ariaLabels() {
  return {
    monthLevelControl: t`Choose the month`,
    yearLevelControl: t`Choose the year`,
    nextMonth: t`Next month`,
    previousMonth: t`Previous month`,
    nextYear: t`Next year`,
    previousYear: t`Previous year`,
    nextDecade: t`Next decade`,
    previousDecade: t`Previous decade`,
  };
}

type Common = {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string | undefined;
  description?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  minDate?: Date;
  maxDate?: Date;
  placeholder?: string;
};

export function MonthField({
  label,
  value,
  onChange,
  error,
  description,
  required,
  disabled,
  name,
  minDate,
  maxDate,
  placeholder,
}: Common) {
  const id = useId();
  return (
    <MonthPickerInput
      label={label}
      name={name}
      value={value}
      onChange={(next) => onChange(next ? String(next) : null)}
      valueFormat={constants.dateFormats.month}
      placeholder={placeholder ?? t`Choose the month`}
      error={error}
      description={description}
      withAsterisk={required}
      disabled={disabled}
      clearable={!required}
      minDate={minDate}
      maxDate={maxDate}
      leftSection={<CalendarIcon size={16} />}
      ariaLabels={ariaLabels()}
      id={id}
      // One id for the field and its popover, so the calendar dialog is named by the field's
      // button (Mantine names it after the popover's own id, which the input does not carry).
      popoverProps={{ zIndex: constants.modal.zIndex + 1, id }}
      clearButtonProps={{ 'aria-label': t`Clear ${label.toLowerCase()}` }}
    />
  );
}

export function DayField({
  label,
  value,
  onChange,
  error,
  description,
  required,
  disabled,
  name,
  minDate,
  maxDate,
  placeholder,
}: Common) {
  const id = useId();
  return (
    <DatePickerInput
      label={label}
      name={name}
      value={value}
      onChange={(next) => onChange(next ? String(next) : null)}
      valueFormat={constants.dateFormats.date}
      placeholder={placeholder ?? t`Choose the date`}
      error={error}
      description={description}
      withAsterisk={required}
      disabled={disabled}
      clearable={!required}
      minDate={minDate}
      maxDate={maxDate}
      defaultLevel={value ? 'month' : 'decade'}
      defaultDate={value ?? maxDate}
      leftSection={<CalendarIcon size={16} />}
      ariaLabels={ariaLabels()}
      id={id}
      // One id for the field and its popover, so the calendar dialog is named by the field's
      // button (Mantine names it after the popover's own id, which the input does not carry).
      popoverProps={{ zIndex: constants.modal.zIndex + 1, id }}
      clearButtonProps={{ 'aria-label': t`Clear ${label.toLowerCase()}` }}
    />
  );
}
