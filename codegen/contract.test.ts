// The contract keeps its rules, its examples match their schemas, and it has an operation for
// every call of the specification's list.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleContract } from './bundle.ts';
import { flagKeys } from './flag-keys.ts';
import { checkRequestBodies, lintContract, operations, validateExamples } from './lint.ts';

const doc = bundleContract();
const callsTxt = join(process.cwd(), '..', 'shared', 'spec', 'calls.txt');
const norm = (p: string) =>
  p
    .replace(/^\/+/, '')
    .replace(/^client\/api\/v1\//, '')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\/+$/, '');

describe('the contract', () => {
  it('keeps every authoring rule', () => {
    expect(lintContract(doc, flagKeys())).toEqual([]);
  });

  it('has examples that all match their own schemas', () => {
    expect(validateExamples(doc)).toEqual([]);
  });

  it('takes only objects as JSON request bodies', () => {
    expect(checkRequestBodies(doc)).toEqual([]);
  });

  it('has exactly one operation for every call of calls.txt, and marks every other operation', () => {
    const wanted = readFileSync(callsTxt, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => /^(GET|POST|PUT|PATCH|DELETE) /.test(l))
      .map((l) => {
        const [m, p] = l.split(/\s+/) as [string, string];
        return `${m} ${norm(p)}`;
      });
    const ops = operations(doc).map(({ method, path, op }) => ({
      call: `${method.toUpperCase()} ${norm(path)}`,
      beyond: op['x-beyond-spec'] === true,
    }));
    const have = ops.map((o) => o.call);
    expect(wanted.filter((w) => !have.includes(w))).toEqual([]);
    expect(have.filter((h) => have.indexOf(h) !== have.lastIndexOf(h))).toEqual([]);
    // An operation the specification does not list is the project's design and says so.
    expect(ops.filter((o) => !o.beyond && !wanted.includes(o.call)).map((o) => o.call)).toEqual([]);
    expect(ops.filter((o) => o.beyond && wanted.includes(o.call)).map((o) => o.call)).toEqual([]);
  });

  it('bundles deterministically', () => {
    expect(JSON.stringify(bundleContract())).toBe(JSON.stringify(doc));
  });
});
