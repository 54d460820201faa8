// A column of the board's held jobs (recent-jobs.ts) whose values repeat (a category, a city, a
// company): each job's value as a small number, its code, and each code's value once. A search of
// the held jobs compares codes and counts into arrays indexed by them: a facet's buckets counted
// in a Map by their text cost a first asking about 2 ms at 100,000 jobs, most of the copy's time.

/** Each held job's value as a code (`codes[slot]`), and the value of each code. */
export type CodedColumn = {
  codes: Int32Array;
  values: readonly (string | null)[];
  /** The code of a value, or undefined when no held job has it. */
  codeOf: ReadonlyMap<string | null, number>;
};

export function codedColumn(values: readonly (string | null)[]): CodedColumn {
  const codeOf = new Map<string | null, number>();
  const distinct: (string | null)[] = [];
  const codes = new Int32Array(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i] ?? null;
    let code = codeOf.get(v);
    if (code === undefined) {
      code = distinct.length;
      distinct.push(v);
      codeOf.set(v, code);
    }
    codes[i] = code;
  }
  return { codes, values: distinct, codeOf };
}

/** A code no held job has: compared with any job's, never equal. */
export const NO_CODE = -1;

/** The code of `value` in the column, or NO_CODE. */
export const codeIn = (column: CodedColumn, value: string | null): number => column.codeOf.get(value) ?? NO_CODE;

/** Whether each code's value is among `values` (an array indexed by code). */
export function maskOf(column: CodedColumn, values: Iterable<string>): Uint8Array {
  const mask = new Uint8Array(column.values.length);
  for (const v of values) {
    const code = column.codeOf.get(v);
    if (code !== undefined) mask[code] = 1;
  }
  return mask;
}
