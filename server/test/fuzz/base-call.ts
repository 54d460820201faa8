// The well-formed call each fuzz case starts from: the operation's isolation probe when it is
// built (real objects of the tenant, a caller who may make it), else one made from the contract
// (its example body, sample parameters, the first role it names).
import { allProbes } from '../../tenancy/test/probes/index.ts';
import type { TenantWorld } from '../../tenancy/test/probes/types.ts';
import { deref, propertiesOf, type FuzzOperation } from './contract-ops.ts';
import { sample } from './sample.ts';

/** Who sends a request: nobody, a forged token, or a user of each kind. */
export const ACTORS = ['guest', 'forged', 'candidate', 'employer', 'teamMember', 'admin'] as const;
export type ActorName = (typeof ACTORS)[number];

export type BaseCall = {
  actor: ActorName;
  params: Record<string, string>;
  query: Array<[string, string]>;
  /** The JSON body, or the plain fields of a multipart body. */
  body: unknown;
};

const ROLE_ACTOR: Record<string, ActorName> = {
  candidate: 'candidate',
  employer: 'employer',
  'employer-owner': 'employer',
  admin: 'admin',
};

const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** The path parameters a concrete path gives to the operation's template, if it matches. */
function paramsFrom(template: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([^}]+)\\?\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = new RegExp(`^${pattern}$`).exec(pathname);
  if (!match) return null;
  return Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1] ?? '')]));
}

function sampledParams(op: FuzzOperation): Record<string, string> {
  return Object.fromEntries(op.pathParams.map((p) => [p.name, asText(sample(p.schema))]));
}

/** The plain (non-file) fields of a multipart body, sampled from its schema. */
export function multipartFields(op: FuzzOperation): Record<string, string> {
  const out: Record<string, string> = {};
  if (!op.body) return out;
  for (const [name, schema] of propertiesOf(op.body.schema))
    if (deref(schema).format !== 'binary') out[name] = asText(sample(schema));
  return out;
}

/** The names of the file fields of a multipart body. */
export function fileFields(op: FuzzOperation): string[] {
  if (!op.body) return [];
  return [...propertiesOf(op.body.schema)].filter(([, s]) => deref(s).format === 'binary').map(([n]) => n);
}

export function baseCall(op: FuzzOperation, world: TenantWorld): BaseCall {
  const probe = allProbes[op.id]?.call(world.ids, world);
  if (probe) {
    const url = new URL(probe.path, 'http://fuzz.invalid');
    return {
      actor: probe.as,
      params: paramsFrom(op.template, url.pathname) ?? sampledParams(op),
      query: [...url.searchParams.entries()],
      body: op.body?.multipart ? multipartFields(op) : probe.body,
    };
  }
  const role = op.roles.map((r) => ROLE_ACTOR[r]).find((a) => a !== undefined);
  return {
    actor: op.secured ? (role ?? 'candidate') : 'guest',
    params: sampledParams(op),
    query: op.queryParams.filter((p) => p.required).map((p) => [p.name, asText(sample(p.schema))]),
    body: op.body?.multipart
      ? multipartFields(op)
      : (op.body?.example ?? (op.body ? sample(op.body.schema) : undefined)),
  };
}

/** The request path: the template with its parameters, then the query, every part encoded. */
export function renderPath(op: FuzzOperation, params: Record<string, string>, query: Array<[string, string]>): string {
  const path = op.template.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? 'x'));
  const qs = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return qs ? `${path}?${qs}` : path;
}
