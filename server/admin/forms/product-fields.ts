// Which product fields the product needs filled: a default field that the product's own form
// (server/forms/defaults.ts) makes required stays required whatever the board edits, because the
// product's screens and accounts rely on it (a name, an e-mail, a password, the resume).
import { defaultForm } from '../../forms/index.ts';

export function productRequired(code: string, keyNm: string): boolean {
  const seed = defaultForm(code);
  return !!seed?.sections.some((s) => s.fields.some((f) => f.isDefault && f.keyNm === keyNm && f.required));
}
