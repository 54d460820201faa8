import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  consumedOperations,
  contractOperations,
  generatedExports,
  generatedNames,
  readUses,
  sourceFiles,
} from './contract-consumers.ts';
import { UNCONSUMED } from './unconsumed-operations.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const ops = contractOperations(root);
const uses = readUses(sourceFiles(`${root}src`));
const consumed = consumedOperations(ops, uses);

describe('every operation of the contract is called by a screen or has a written reason', () => {
  it('reads the contract and the web app', () => {
    expect(ops.length).toBeGreaterThan(250);
    expect(consumed.size).toBeGreaterThan(200);
  });

  it('knows every name the generated call modules export, so no import goes unseen', () => {
    const names = new Set(ops.flatMap((op) => generatedNames(op.id)));
    const unknown = generatedExports(root).filter((e) => !names.has(e.name));
    expect(unknown).toEqual([]);
  });

  it('finds no import it cannot follow by name (namespace or dynamic imports of a call module)', () => {
    expect(uses.unfollowable).toEqual([]);
  });

  it('has a reason for every operation no screen calls', () => {
    const missing = ops.filter((op) => !consumed.has(op.id) && !(op.id in UNCONSUMED));
    expect(missing.map((op) => `${op.id} (${op.method} ${op.path})`)).toEqual([]);
  });

  it('keeps no reason for an operation a screen now calls: take its line out', () => {
    const stale = Object.keys(UNCONSUMED)
      .filter((id) => consumed.has(id))
      .map((id) => `${id}: ${consumed.get(id)}`);
    expect(stale).toEqual([]);
  });

  it('keeps no reason for an operation the contract no longer has', () => {
    const ids = new Set(ops.map((op) => op.id));
    expect(Object.keys(UNCONSUMED).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('writes each reason as a sentence', () => {
    const bad = Object.entries(UNCONSUMED).filter(([, u]) => !/^[A-Z"'].{20,}[.)]$/.test(u.reason));
    expect(bad.map(([id]) => id)).toEqual([]);
  });
});

describe('reading the web app', () => {
  const op = (id: string, method: string, path: string) => ({ id, method, path, tag: 't' });
  const contract = [
    op('getThing', 'GET', '/client/api/v1/thing/{id}'),
    op('listThings', 'POST', '/client/api/v1/thing/list'),
    op('deleteThing', 'DELETE', '/client/api/v1/thing/list'),
    op('useless', 'GET', '/client/api/v1/other'),
  ];
  const uses = (names: string[], paths: { path: string; methods: string[] }[]) => ({
    names: new Set(names),
    paths: paths.map((p) => ({ path: p.path, methods: new Set(p.methods), file: 'f.ts' })),
    unfollowable: [],
  });

  it('counts a generated hook, fetcher or query-options import as a call', () => {
    const found = consumedOperations(contract, uses(['useGetThing', 'getListThingsQueryOptions'], []));
    expect([...found.keys()].sort()).toEqual(['getThing', 'listThings']);
  });

  it('counts a literal path with the method its file sends, preferring a fixed path over a parameter', () => {
    const found = consumedOperations(contract, uses([], [{ path: '/client/api/v1/thing/list', methods: ['POST'] }]));
    expect([...found.keys()]).toEqual(['listThings']);
  });

  it('matches a template path against the parameters and takes GET when the file names no method', () => {
    const found = consumedOperations(contract, uses([], [{ path: '/client/api/v1/thing/{}', methods: [] }]));
    expect([...found.keys()]).toEqual(['getThing']);
  });

  it('counts nothing for a prefix or a model type', () => {
    const found = consumedOperations(contract, uses(['Thing'], [{ path: '/client/api/v1/thing', methods: [] }]));
    expect(found.size).toBe(0);
  });
});
