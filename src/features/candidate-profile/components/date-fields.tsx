// The profile's date pickers (Mantine dates): a month picker for the sections' from and to, whose
// value is the first of the month in the wire format (YYYY-MM-DD), and a day picker for the birth
// date that opens on the decade so a year decades back is three clicks away, not three hundred.
// Shown as the specification's formats (§9): 'MMM YYYY' and 'DD MMM YYYY'.
import '@mantine/dates/styles.css';
import { DatePickerInput, MonthPickerInput } from '@mantine/dates';
import { useId } from 'react';
import { constants } from '@generated/manifest';
import { CalendarIcon } from './icons';

// Mantine names the calendar's arrow and level buttons only when asked; unnamed they fail axe.
const ARIA_LABELS = {
  monthLevelControl: 'Choose the month',
  yearLevelControl: 'Choose the year',
  nextMonth: 'Next month',
  previousMonth: 'Previous month',
  nextYear: 'Next year',
  previousYear: 'Previous year',
  nextDecade: 'Next decade',
  previousDecade: 'Previous decade',
};

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
      placeholder={placeholder ?? 'Choose the month'}
      error={error}
      description={description}
      withAsterisk={required}
      disabled={disabled}
      clearable={!required}
      minDate={minDate}
      maxDate={maxDate}
      leftSection={<CalendarIcon size={16} />}
      ariaLabels={ARIA_LABELS}
      id={id}
      // One id for the field and its popover, so the calendar dialog is named by the field's
      // button (Mantine names it after the popover's own id, which the input does not carry).
      popoverProps={{ zIndex: constants.modal.zIndex + 1, id }}
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
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
      placeholder={placeholder ?? 'Choose the date'}
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
      ariaLabels={ARIA_LABELS}
      id={id}
      // One id for the field and its popover, so the calendar dialog is named by the field's
      // button (Mantine names it after the popover's own id, which the input does not carry).
      popoverProps={{ zIndex: constants.modal.zIndex + 1, id }}
      clearButtonProps={{ 'aria-label': `Clear ${label.toLowerCase()}` }}
    />
  );
}
