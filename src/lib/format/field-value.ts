// How a saved custom-form value is shown (specification §3): each field type's `display` rule from
// the manifest decides. Dates as DD-MM-YYYY or MM-YYYY, booleans Yes/No, phones with '+', URLs cut
// to 30 characters and file names to 20, lists joined, {id, nm} places by name, empty as '-'.
import { t } from '@lingui/core/macro';
import dayjs from 'dayjs';
import { constants, fieldTypes, type FieldType } from '@generated/manifest';
import type { CustomFormValue } from '@generated/api/model/customFormValue';
import { truncate, truncateMiddle } from './truncate';

export type FieldDateFormat = 'day-month-year' | 'month-year';

export type FieldValueOptions = {
  /** Month-year for fields that hold a month (experience periods); day-month-year otherwise. */
  dateFormat?: FieldDateFormat;
};

const DATE_PATTERNS: Record<FieldDateFormat, string> = {
  'day-month-year': 'DD-MM-YYYY',
  'month-year': 'MM-YYYY',
};

const EMPTY = constants.emptyValue;

type Item = Exclude<CustomFormValue, null | unknown[]>;

function isEmpty(value: CustomFormValue | undefined): value is null | undefined {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function itemText(item: Item): string {
  if (typeof item === 'string') return item.trim();
  if (typeof item === 'number') return String(item);
  if (typeof item === 'boolean') return item ? t`Yes` : t`No`;
  if ('nm' in item) return item.nm;
  return item.name;
}

function fileName(item: Item): string {
  if (typeof item === 'object' && 'uri' in item) return item.name || item.uri.split('/').pop() || item.uri;
  const text = itemText(item);
  // A bare uri shows its last segment: the name is what the user recognises.
  return text.split(/[?#]/)[0]?.split('/').pop() || text;
}

function booleanText(item: Item): string {
  if (item === 'true') return t`Yes`;
  if (item === 'false') return t`No`;
  return itemText(item);
}

function dateText(item: Item, format: FieldDateFormat): string {
  if (typeof item !== 'string' && typeof item !== 'number') return itemText(item);
  const d = dayjs(item);
  return d.isValid() ? d.format(DATE_PATTERNS[format]) : String(item);
}

function phoneText(item: Item): string {
  const text = itemText(item);
  return text.startsWith('+') ? text : `+${text}`;
}

export function formatFieldValue(
  value: CustomFormValue | undefined,
  fieldType: FieldType,
  options: FieldValueOptions = {},
): string {
  if (isEmpty(value)) return EMPTY;
  const items: Item[] = (Array.isArray(value) ? value : [value]).filter((item) => !isEmpty(item));
  if (items.length === 0) return EMPTY;

  const display = fieldTypes[fieldType].display;
  const one = (item: Item): string => {
    switch (display) {
      case 'date':
        return dateText(item, options.dateFormat ?? 'day-month-year');
      case 'boolean':
        return booleanText(item);
      case 'phone':
        return phoneText(item);
      case 'url':
        return truncate(itemText(item), constants.truncation.url);
      case 'file':
        // The middle is cut so the extension stays visible.
        return truncateMiddle(fileName(item), constants.truncation.fileName);
      case 'list':
      case 'text':
        return itemText(item);
    }
  };
  const parts = items.map(one).filter((text) => text !== '');
  return parts.length === 0 ? EMPTY : parts.join(', ');
}
