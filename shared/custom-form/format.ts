// How a saved value is shown (specification §3, Custom form): dates as day-month-year (DD-MM-YYYY)
// or month-year (MM-YYYY), booleans Yes/No, phones with a '+' prefix, empty values as '-', URLs cut
// to 30 characters and file names to 20, choices by their labels, places and categories by name.
import { constants } from '../../generated/manifest.ts';
import { CITY_TYPES, isEmptyValue, localized, type FormField } from './types.ts';

const EMPTY = constants.emptyValue;
const ELLIPSIS = '…';

/** Keeps the start: "https://www.example.com/port…". */
export function truncateEnd(text: string, n: number): string {
  if (text.length <= n) return text;
  return `${text.slice(0, Math.max(0, n - 1)).trimEnd()}${ELLIPSIS}`;
}

/** Keeps both ends so a file's extension stays visible: "annual-re…2026.pdf". */
export function truncateMiddle(text: string, n: number): string {
  if (text.length <= n) return text;
  const keep = Math.max(0, n - 1);
  const head = Math.ceil(keep / 2);
  const tail = keep - head;
  return `${text.slice(0, head)}${ELLIPSIS}${tail > 0 ? text.slice(-tail) : ''}`;
}

function dateText(value: string): string {
  const full = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (full) return `${full[3]}-${full[2]}-${full[1]}`;
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  if (month) return `${month[2]}-${month[1]}`;
  return value;
}

function fileName(item: unknown): string {
  if (item && typeof item === 'object' && 'uri' in item) {
    const file = item as { uri: string; name?: string };
    if (file.name) return file.name;
    item = file.uri;
  }
  const text = String(item);
  return text.split(/[?#]/)[0]?.split('/').pop() || text;
}

function itemText(item: unknown): string {
  if (item === null || item === undefined) return '';
  if (typeof item === 'boolean') return item ? 'Yes' : 'No';
  if (typeof item === 'object') {
    if ('nm' in item) return String((item as { nm: unknown }).nm);
    if ('uri' in item) return fileName(item);
    return '';
  }
  return String(item).trim();
}

function one(field: FormField, item: unknown, lang: string): string {
  switch (field.fieldType) {
    case 'date':
      return typeof item === 'string' ? dateText(item) : itemText(item);
    case 'checkbox':
    case 'toggle':
      if (item === 'true') return 'Yes';
      if (item === 'false') return 'No';
      if (typeof item === 'string') return optionLabel(field, item, lang);
      return itemText(item);
    case 'phone_number': {
      const text = itemText(item);
      return text.startsWith('+') ? text : `+${text}`;
    }
    case 'url':
      return truncateEnd(itemText(item), constants.truncation.url);
    case 'file':
    case 'resume_type':
      return truncateMiddle(fileName(item), constants.truncation.fileName);
    case 'dropdown':
      return typeof item === 'string' ? optionLabel(field, item, lang) : itemText(item);
    case 'city_type':
      return CITY_TYPES.find((t) => t.value === item)?.label ?? itemText(item);
    case 'password':
      // A secret is never shown back, only that one was given.
      return '••••••••';
    default:
      return itemText(item);
  }
}

function optionLabel(field: FormField, value: string, lang: string): string {
  const option = field.options?.find((o) => o.value === value);
  return option ? localized(option.label, lang) : value;
}

/** The text a saved value is shown as; '-' when there is none. */
export function formatFieldValue(field: FormField, value: unknown, lang = 'en'): string {
  if (isEmptyValue(value)) return EMPTY;
  const items = (Array.isArray(value) ? value : [value]).filter((item) => !isEmptyValue(item));
  const parts = items.map((item) => one(field, item, lang)).filter((text) => text !== '');
  return parts.length === 0 ? EMPTY : parts.join(', ');
}
