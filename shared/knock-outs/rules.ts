// Knock-out rules and the screening score (docs/knock-outs.md), shared by the server (which decides)
// and the web editor (which offers only the knock-out a question's type can have). Pure: no I/O.
import type { components } from '@generated/schema';

type S = components['schemas'];
export type ScreeningRule = S['ScreeningRule'];
/** The part of a job's question a rule reads. */
export type ScreenedQuestion = Pick<S['CustomField'], 'keyNm' | 'fieldType' | 'options'>;

/** Which knock-out a question can carry: by accepted choices, by a range, by "yes", or none. */
export type KnockOutKind = 'choice' | 'range' | 'yes' | 'none';

export function knockOutKind(q: ScreenedQuestion): KnockOutKind {
  const options = q.options?.length ?? 0;
  if (q.fieldType === 'dropdown' || (q.fieldType === 'checkbox' && options > 0)) return 'choice';
  if (q.fieldType === 'number') return 'range';
  if (q.fieldType === 'toggle' || (q.fieldType === 'checkbox' && options === 0)) return 'yes';
  return 'none';
}

export const hasKnockOut = (r: ScreeningRule): boolean =>
  r.acceptedValues !== undefined || r.min !== undefined || r.max !== undefined || r.mustBeYes === true;

/** One message per wrong part of a rule, named as the request's field (body.rules.<i>.<part>). */
export function ruleErrors(
  questions: ScreenedQuestion[],
  rules: ScreeningRule[],
): { field: string; message: string }[] {
  const byKey = new Map(questions.map((q) => [q.keyNm, q]));
  const seen = new Set<string>();
  const errors: { field: string; message: string }[] = [];
  rules.forEach((r, i) => {
    const at = (part: string) => `body.rules.${i}.${part}`;
    const q = byKey.get(r.keyNm);
    if (!q) return errors.push({ field: at('keyNm'), message: `${r.keyNm} is not a question of this job` });
    if (seen.has(r.keyNm)) return errors.push({ field: at('keyNm'), message: `${r.keyNm} has more than one rule` });
    seen.add(r.keyNm);
    const kind = knockOutKind(q);
    if (r.acceptedValues !== undefined) {
      if (kind !== 'choice')
        errors.push({ field: at('acceptedValues'), message: 'Accepted answers need a question with choices' });
      else {
        const values = new Set((q.options ?? []).map((o) => o.value));
        const unknown = r.acceptedValues.find((v) => !values.has(v));
        if (unknown !== undefined)
          errors.push({ field: at('acceptedValues'), message: `${unknown} is not one of the question's choices` });
      }
    }
    if ((r.min !== undefined || r.max !== undefined) && kind !== 'range')
      errors.push({ field: at(r.min !== undefined ? 'min' : 'max'), message: 'A range needs a number question' });
    if (r.min !== undefined && r.max !== undefined && r.min > r.max)
      errors.push({ field: at('max'), message: 'The largest number must not be below the smallest' });
    if (r.mustBeYes && kind !== 'yes')
      errors.push({ field: at('mustBeYes'), message: '"Must be yes" needs a yes/no question' });
  });
  return errors;
}

const isBlank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/**
 * Whether an answer meets a rule's knock-out (true when the rule has none). An unanswered question
 * does not meet it: the requirement was not shown to be met.
 */
export function meets(q: ScreenedQuestion, r: ScreeningRule, answer: unknown): boolean {
  if (!hasKnockOut(r)) return true;
  if (isBlank(answer)) return false;
  switch (knockOutKind(q)) {
    case 'choice': {
      if (!r.acceptedValues) return true;
      const given = (Array.isArray(answer) ? answer : [answer]).map(String);
      return given.some((v) => r.acceptedValues?.includes(v));
    }
    case 'range': {
      const n = typeof answer === 'number' ? answer : Number(answer);
      if (!Number.isFinite(n)) return false;
      return (r.min === undefined || n >= r.min) && (r.max === undefined || n <= r.max);
    }
    case 'yes':
      return !r.mustBeYes || answer === true || answer === 'true';
    default:
      return true;
  }
}

export type Screening = { score: number | null; failed: string[] };

/**
 * The score (0–100) is the weighted share of the weighted questions answered well: an answer
 * counts when it meets its knock-out, or, for a question without one, when it was given. Null
 * when no question the job still asks carries a weight. `failed` names every knock-out not met.
 * Rules of questions the job no longer asks are left out.
 */
export function screen(
  questions: ScreenedQuestion[],
  rules: ScreeningRule[],
  answers: Record<string, unknown>,
): Screening {
  const byKey = new Map(questions.map((q) => [q.keyNm, q]));
  let total = 0;
  let earned = 0;
  const failed: string[] = [];
  for (const r of rules) {
    const q = byKey.get(r.keyNm);
    if (!q) continue;
    const answer = answers[r.keyNm];
    const ok = hasKnockOut(r) ? meets(q, r, answer) : !isBlank(answer);
    if (hasKnockOut(r) && knockOutKind(q) !== 'none' && !ok) failed.push(r.keyNm);
    total += r.weight;
    if (ok) earned += r.weight;
  }
  return { score: total > 0 ? Math.round((100 * earned) / total) : null, failed };
}
