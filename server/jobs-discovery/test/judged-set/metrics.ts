// How good a ranking is against hand-made judgments (the judged relevance set, issue 18): nDCG@10,
// precision@5 and the zero-result rate, per query and averaged per class and overall. Pure
// functions of the ranked job keys and the grades, so they are tested on hand-computed values.

/** A job's grade for a query: 3 exactly what is meant, 2 closely related, 1 marginal, 0 not relevant. */
export type Grades = Readonly<Record<string, 1 | 2 | 3>>;

/** One query as answered: the job keys in the order the search returned them. */
export type Run<C extends string = string> = { query: string; cls: C; grades: Grades; ranked: readonly string[] };

export type Summary = { queries: number; ndcg: number; p5: number; zeroRate: number };

const gradeOf = (grades: Grades, key: string): number => grades[key] ?? 0;

/** Discounted cumulative gain of grades in rank order: sum of (2^g - 1) / log2(rank + 1). */
export function dcg(grades: readonly number[]): number {
  return grades.reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
}

/**
 * nDCG@k: the ranking's DCG over its first k results divided by the best possible one, the
 * query's judged jobs (all of them, not only those returned) in grade order. 0 for a query
 * without judgments.
 */
export function ndcgAt(ranked: readonly string[], grades: Grades, k = 10): number {
  const ideal = dcg(
    Object.values(grades)
      .sort((a, b) => b - a)
      .slice(0, k),
  );
  if (ideal === 0) return 0;
  return dcg(ranked.slice(0, k).map((key) => gradeOf(grades, key))) / ideal;
}

/** Precision@k: the share of the first k places holding a job of grade 2 or more (an empty place counts as a miss). */
export function precisionAt(ranked: readonly string[], grades: Grades, k = 5): number {
  return ranked.slice(0, k).filter((key) => gradeOf(grades, key) >= 2).length / k;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

/** The averages of a set of runs; zeroRate is the share of queries that returned nothing. */
export function summary(runs: readonly Run[]): Summary {
  return {
    queries: runs.length,
    ndcg: mean(runs.map((r) => ndcgAt(r.ranked, r.grades))),
    p5: mean(runs.map((r) => precisionAt(r.ranked, r.grades))),
    zeroRate: mean(runs.map((r) => (r.ranked.length === 0 ? 1 : 0))),
  };
}

/** A summary per class, in the order the classes are given, then `overall` over every run. */
export function summaryByClass<C extends string>(
  runs: readonly Run<C>[],
  classes: readonly C[],
): Record<C | 'overall', Summary> {
  const out = { overall: summary(runs) } as Record<C | 'overall', Summary>;
  for (const cls of classes) out[cls] = summary(runs.filter((r) => r.cls === cls));
  return out;
}

/** Rounded down to two decimals, for a floor that the figure it came from meets. */
export const floorDown = (x: number) => Math.floor(x * 100 + 1e-9) / 100;

/** Rounded up to two decimals, for a ceiling that the figure it came from meets (never -0). */
export const ceilUp = (x: number) => Math.ceil(x * 100 - 1e-9) / 100 || 0;
