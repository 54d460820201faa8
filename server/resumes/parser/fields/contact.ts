// Contact details: e-mail, phone (with its dialling code split off), LinkedIn address and location.
// Each is looked for in the contact area first (the lines above the first section, and a Contact
// section), then anywhere; what is found only outside the contact area is less certain.
import { findDateRange } from './dates.ts';
import { isPlace } from './places.ts';

export type Found<T> = { value: T; confidence: number };

const EMAIL =
  /[A-Za-z0-9][A-Za-z0-9._%+-]*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

export function findEmail(contact: readonly string[], all: readonly string[]): Found<string> | null {
  const inContact = contact.flatMap((t) => t.match(EMAIL) ?? []);
  const anywhere = all.flatMap((t) => t.match(EMAIL) ?? []);
  const first = inContact[0] ?? anywhere[0];
  if (!first) return null;
  const distinct = new Set(anywhere.map((e) => e.toLowerCase())).size;
  const confidence = (inContact.length ? 0.97 : 0.8) - (distinct > 1 ? 0.12 : 0);
  return { value: first.replace(/\.$/, ''), confidence };
}

export type Phone = { countryCode: string | null; mobNo: string };

// Digits with spaces, dots, hyphens and brackets between them, optionally after + or 00.
const PHONE = /(?:\+|\b00)?\s?\(?\d[\d\s().-]{6,22}\d(?!\d)/g;
const PHONE_LABEL = /\b(?:phone|mobile|mob|cell|tel|telephone|ph|contact|whatsapp)\b\.?\s*(?:no\.?|number)?\s*[:.-]?/i;

export function findPhone(contact: readonly string[], all: readonly string[]): Found<Phone> | null {
  for (const t of contact) {
    const phone = phoneIn(t);
    if (phone) return { value: phone, confidence: phone.countryCode ? 0.93 : 0.85 };
  }
  for (const t of all) {
    if (!PHONE_LABEL.test(t)) continue;
    const phone = phoneIn(t);
    if (phone) return { value: phone, confidence: 0.7 };
  }
  return null;
}

/** The first phone number in a line, its dialling code split off ('+91 98230 12345' → '+91', '9823012345'). */
export function phoneIn(text: string): Phone | null {
  for (const m of text.matchAll(PHONE)) {
    const raw = m[0].trim();
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 8 || digits.length > 15) continue;
    // Dates ('2018 - 2022', '07/2022 – 06/2023') and year lists are not phones.
    if (findDateRange(raw) || /^(?:(?:19|20)\d{2}\D*)+$/.test(raw)) continue;
    if ((raw.match(/\(/g)?.length ?? 0) > 2) continue;
    return splitCountryCode(raw);
  }
  return null;
}

// Dialling codes of one and two digits; every other code has three (ITU E.164 assignments).
const ONE_DIGIT = new Set(['1', '7']);
const TWO_DIGITS = new Set(
  '20 27 30 31 32 33 34 36 39 40 41 43 44 45 46 47 48 49 51 52 53 54 55 56 57 58 60 61 62 63 64 65 66 81 82 84 86 90 91 92 93 94 95 98'.split(
    ' ',
  ),
);

function splitCountryCode(raw: string): Phone {
  // '(0)' after a dialling code is the trunk prefix, dialled only at home: not part of the number.
  const text = raw.replace(/\(\s*0\s*\)/, ' ').trim();
  const international = text.startsWith('+') || text.startsWith('00');
  const rest = text.replace(/^(?:\+|00)\s*/, '');
  if (!international) return { countryCode: null, mobNo: rest.replace(/\D/g, '') };
  const grouped = /^(\d{1,3})[\s.()-]/.exec(rest);
  let code = grouped?.[1];
  if (!code) {
    const digits = rest.replace(/\D/g, '');
    code = ONE_DIGIT.has(digits.slice(0, 1))
      ? digits.slice(0, 1)
      : TWO_DIGITS.has(digits.slice(0, 2))
        ? digits.slice(0, 2)
        : digits.slice(0, 3);
  }
  const mobNo = rest.replace(/\D/g, '').slice(code.length);
  return { countryCode: `+${code}`, mobNo };
}

const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/(?:in|pub)\/([A-Za-z0-9_%-]+)\/?/i;

export function findLinkedIn(all: readonly string[]): Found<string> | null {
  for (const [i, t] of all.entries()) {
    if (!/linkedin/i.test(t)) continue;
    // A long address in a narrow column wraps after a slash or hyphen: try the next line joined on.
    for (const text of [t, t + (all[i + 1] ?? '')]) {
      const m = LINKEDIN.exec(text.replace(/\s+(?=\/)|(?<=\/)\s+/g, ''));
      const cut = text === t && (m?.[1]?.endsWith('-') || /linkedin\.com\/(?:in\/?)?$/i.test(t));
      if (m?.[1] && !cut) return { value: `https://www.linkedin.com/in/${m[1]}`, confidence: text === t ? 0.95 : 0.8 };
    }
  }
  return null;
}

const LOCATION_LABEL = /\b(?:location|address|based in|lives in|city|current location)\s*[:–-]\s*([^|•·\t]+)/i;

export function findLocation(contact: readonly string[], all: readonly string[]): Found<string> | null {
  for (const t of all) {
    const m = LOCATION_LABEL.exec(t);
    const value = m?.[1] && segmentsOf(m[1])[0];
    if (!value) continue;
    // A full address ('Flat 12, Shanti Nagar, Chennai, Tamil Nadu 600017') ends with the place.
    const parts = tidyPlace(value).split(/\s*,\s*/);
    for (let n = 2; n <= Math.min(3, parts.length); n++) {
      const place = parts.slice(-n).join(', ');
      if (isPlace(place)) return { value: place, confidence: 0.9 };
    }
    return { value: tidyPlace(value), confidence: 0.7 };
  }
  for (const t of contact) {
    for (const segment of segmentsOf(t)) {
      if (isPlace(segment)) return { value: tidyPlace(segment), confidence: segment.includes(',') ? 0.85 : 0.6 };
    }
  }
  return null;
}

/** The parts of a contact line ('a@b.com | +91 … | Pune, Maharashtra'), without the ones that are no place. */
function segmentsOf(text: string): string[] {
  return text
    .split(/\s*(?:[|•·\t]|\s{2,}|\s[–—-]\s)\s*/)
    .map((s) =>
      s
        .replace(/^(?:📍|⌂)\s*/u, '')
        .replace(/\s*\d{4,6}$/, '')
        .trim(),
    )
    .filter((s) => s && !s.includes('@') && !/linkedin|https?:|www\./i.test(s) && (s.match(/\d/g)?.length ?? 0) < 5);
}

function tidyPlace(text: string): string {
  return text
    .replace(/\s*\d{5,6}\s*$/, '')
    .replace(/[.,;\s]+$/, '')
    .trim();
}
