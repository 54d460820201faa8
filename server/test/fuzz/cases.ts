// The fuzz cases of one operation, all built from the contract and a seed: the well-formed call
// from every kind of caller, then the call with one part made hostile at a time — the whole
// body, one body field, one path parameter, one query value, the admin header.
import type { TenantWorld } from '../../tenancy/test/probes/types.ts';
import { ACTORS, baseCall, renderPath, type ActorName, type BaseCall } from './base-call.ts';
import { typesOf, type FuzzOperation } from './contract-ops.ts';
import { bodyFieldCases, wholeBodyCases } from './body-cases.ts';
import type { Rng } from './rng.ts';
import { HOSTILE_TEXT, type Mutation } from './values.ts';
import type { FuzzCase } from './fuzz-case.ts';

export type { FuzzCase } from './fuzz-case.ts';

/** How many hostile values each path parameter and each query parameter gets. */
const PATH_PICKS = 4;
const QUERY_PICKS = 2;

const ADMIN_HEADER_VALUES = ['not-a-uuid', 'z'.repeat(3000), '00000000-0000-0000-0000-000000000000', '1.5e301'];

function pathParamCases(op: FuzzOperation, base: BaseCall, body: FuzzCase['body'], rng: Rng): FuzzCase[] {
  const out: FuzzCase[] = [];
  for (const p of op.pathParams) {
    const picks: Mutation[] = [HOSTILE_TEXT[0] as Mutation, ...rng.sample(HOSTILE_TEXT.slice(1), PATH_PICKS - 1)];
    for (const m of picks)
      out.push({
        op: op.id,
        label: `path ${p.name} = ${m.label}`,
        actor: base.actor,
        method: op.method,
        path: renderPath(op, { ...base.params, [p.name]: String(m.value) }, base.query),
        ...(body && { body }),
        ...(m.refused && { refusedField: `params.${p.name}` }),
      });
  }
  return out;
}

function queryCases(op: FuzzOperation, base: BaseCall, body: FuzzCase['body'], rng: Rng): FuzzCase[] {
  const out: FuzzCase[] = [];
  const withQuery = (label: string, query: Array<[string, string]>, refusedField?: string): FuzzCase => ({
    op: op.id,
    label,
    actor: base.actor,
    method: op.method,
    path: renderPath(op, base.params, query),
    ...(body && { body }),
    ...(refusedField && { refusedField }),
  });
  const others = (name: string) => base.query.filter(([k]) => k !== name);
  for (const p of op.queryParams) {
    const numeric = typesOf(p.schema).some((t) => t === 'integer' || t === 'number');
    const picks: Mutation[] = [HOSTILE_TEXT[0] as Mutation, ...rng.sample(HOSTILE_TEXT.slice(1), QUERY_PICKS)];
    if (numeric) picks.push({ label: '1.5e301', value: '1.5e301', refused: true });
    for (const m of picks)
      out.push(
        withQuery(
          `query ${p.name} = ${m.label}`,
          [...others(p.name), [p.name, String(m.value)]],
          m.refused ? `querystring.${p.name}` : undefined,
        ),
      );
  }
  const first = op.queryParams[0];
  if (first) out.push(withQuery(`query ${first.name} twice`, [...base.query, [first.name, 'a'], [first.name, 'b']]));
  out.push(
    withQuery('undeclared query values', [...base.query, ['page', '1.5e301'], ['search', 'a\u0000b'], ['x[y]', '1']]),
  );
  return out;
}

function callerCases(op: FuzzOperation, base: BaseCall, body: FuzzCase['body'], rng: Rng): FuzzCase[] {
  const path = renderPath(op, base.params, base.query);
  const call = (label: string, actor: ActorName, headers?: Record<string, string>): FuzzCase => ({
    op: op.id,
    label,
    actor,
    method: op.method,
    path,
    ...(body && { body }),
    ...(headers && { headers }),
  });
  return [
    ...ACTORS.map((actor) => call(`well-formed as ${actor}`, actor)),
    call('admin header not an account', 'admin', { 'x-admin-id': rng.pick(ADMIN_HEADER_VALUES) }),
    call('admin header from a non-admin', 'candidate', { 'x-admin-id': 'not-a-uuid' }),
  ];
}

export function casesFor(op: FuzzOperation, world: TenantWorld, rng: Rng): FuzzCase[] {
  const base = baseCall(op, world);
  const whole = wholeBodyCases(op, base);
  const wellFormed = whole.find((c) => c.label === 'well-formed body')?.body;
  return [
    ...callerCases(op, base, wellFormed, rng),
    ...whole.filter((c) => c.label !== 'well-formed body'),
    ...pathParamCases(op, base, wellFormed, rng),
    ...queryCases(op, base, wellFormed, rng),
    ...bodyFieldCases(op, base, rng),
  ];
}
