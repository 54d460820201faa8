// The editor's draft of a job's screening rules: one row per question, turned into the rules the
// server keeps (a question with no weight and no knock-out has no rule).
import type { JobQuestion, ScreeningRule } from '@generated/api/model';
import { knockOutKind, type KnockOutKind } from '@shared/knock-outs/rules.ts';

export type DraftRow = {
  keyNm: string;
  label: string;
  kind: KnockOutKind;
  options: { value: string; label: string }[];
  weight: number;
  accepted: string[];
  min: number | null;
  max: number | null;
  mustBeYes: boolean;
};

export function draftOf(questions: JobQuestion[], rules: ScreeningRule[]): DraftRow[] {
  const byKey = new Map(rules.map((r) => [r.keyNm, r]));
  return questions.map((q) => {
    const r = byKey.get(q.keyNm);
    return {
      keyNm: q.keyNm,
      label: q.label.en ?? q.keyNm,
      kind: knockOutKind(q),
      options: (q.options ?? []).map((o) => ({ value: o.value, label: o.label.en ?? o.value })),
      weight: r?.weight ?? 0,
      accepted: r?.acceptedValues ?? [],
      min: r?.min ?? null,
      max: r?.max ?? null,
      mustBeYes: r?.mustBeYes ?? false,
    };
  });
}

export function rulesOf(rows: DraftRow[]): ScreeningRule[] {
  return rows.flatMap((row) => {
    const rule: ScreeningRule = { keyNm: row.keyNm, weight: row.weight };
    if (row.kind === 'choice' && row.accepted.length) rule.acceptedValues = row.accepted;
    if (row.kind === 'range' && row.min !== null) rule.min = row.min;
    if (row.kind === 'range' && row.max !== null) rule.max = row.max;
    if (row.kind === 'yes' && row.mustBeYes) rule.mustBeYes = true;
    const useful = rule.weight > 0 || Object.keys(rule).length > 2;
    return useful ? [rule] : [];
  });
}
