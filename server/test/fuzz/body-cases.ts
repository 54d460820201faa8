// Fuzz cases that attack the request body: the whole body (null, an array, a string, nothing,
// the wrong media type, nesting thousands deep ...) and one field at a time, chosen by the field's
// schema. Multipart uploads get their own: odd fields and file names, too many parts, a cut body.
import { renderPath, fileFields, type BaseCall } from './base-call.ts';
import type { FuzzCase } from './fuzz-case.ts';
import { propertiesOf, schemaAt, type FuzzOperation } from './contract-ops.ts';
import { multipartBody, MULTIPART_TYPE, PNG, type Part } from './multipart-body.ts';
import type { Rng } from './rng.ts';
import { deepJson, extremeMutation, mutationsFor, type Mutation } from './values.ts';

/** How many field cases one operation gets at most (a few values for each of its fields). */
const FIELD_CASES = 120;

type Path = Array<string | number>;
const RAW = '\u0001raw\u0001';
const json = (text: string) => ({ bytes: Buffer.from(text), type: 'application/json' });

function setAt(root: unknown, path: Path, value: unknown): unknown {
  const top: Record<string | number, unknown> =
    typeof root === 'object' && root !== null ? (structuredClone(root) as Record<string, unknown>) : {};
  let node = top;
  path.forEach((step, i) => {
    if (i === path.length - 1) node[step] = value;
    else {
      const next = node[step];
      node[step] = typeof next === 'object' && next !== null ? next : {};
      node = node[step] as Record<string | number, unknown>;
    }
  });
  return top;
}

/** The body with one value replaced, as JSON text; a raw value is spliced in as written. */
function bodyWith(base: unknown, path: Path, m: Mutation): string {
  const text = JSON.stringify(setAt(base, path, m.raw !== undefined ? RAW : m.value));
  return m.raw !== undefined ? text.replace(JSON.stringify(RAW), m.raw) : text;
}

/** Every field worth attacking: the schema's top-level properties and what the base body nests. */
function fieldPaths(op: FuzzOperation, base: unknown): Path[] {
  const out = new Map<string, Path>();
  if (op.body) for (const name of propertiesOf(op.body.schema).keys()) out.set(name, [name]);
  const walk = (v: unknown, path: Path) => {
    if (path.length > 3 || typeof v !== 'object' || v === null) return;
    const entries: Array<[string | number, unknown]> = Array.isArray(v)
      ? v.slice(0, 1).map((x, i) => [i, x])
      : Object.entries(v);
    for (const [k, child] of entries) {
      const p = [...path, k];
      out.set(p.join('.'), p);
      walk(child, p);
    }
  };
  walk(base, []);
  return [...out.values()];
}

function multipartCases(op: FuzzOperation, base: BaseCall): Array<[string, FuzzCase['body'], string?]> {
  const fields = base.body as Record<string, string>;
  const files = fileFields(op);
  const plain = Object.entries(fields).map(([name, value]): Part => ({ name, value }));
  const file = (filename: string, name = files[0] ?? 'file'): Part => ({
    name,
    filename,
    type: 'image/png',
    bytes: PNG,
  });
  const form = (parts: Part[], opts?: { cut?: boolean }) => ({
    bytes: multipartBody(parts, opts),
    type: MULTIPART_TYPE,
  });
  const first = Object.keys(fields)[0];
  const out: Array<[string, FuzzCase['body'], string?]> = [
    ['well-formed body', form([...plain, file('photo.png')])],
    ['JSON instead of a form', json(JSON.stringify(fields))],
    ['JSON null instead of a form', json('null')],
    ['form without the file', form(plain)],
    ['file name with NUL and path', form([...plain, file('..\\..\u0000/evil.png')])],
    ['file name of emoji', form([...plain, file('😀'.repeat(300))])],
    ['two files', form([...plain, file('a.png'), file('b.png')])],
    [
      'twelve fields',
      form([...plain, ...Array.from({ length: 12 }, (_, i) => ({ name: `f${i}`, value: 'x' })), file('a.png')]),
    ],
    ['cut-off form', form([...plain, file('a.png')], { cut: true })],
    ['form without a boundary', { bytes: Buffer.from('--x\r\n'), type: 'multipart/form-data' }],
  ];
  if (first) {
    out.push([
      `field ${first} = NUL`,
      form([...plain.filter((p) => p.name !== first), { name: first, value: 'a\u0000b' }, file('a.png')]),
      `body.${first}`,
    ]);
    out.push([
      `field ${first} = JSON null part`,
      form([
        ...plain.filter((p) => p.name !== first),
        { name: first, value: 'null', type: 'application/json' },
        file('a.png'),
      ]),
      `body.${first}`,
    ]);
    out.push([
      `field ${first} = 5000 chars`,
      form([...plain.filter((p) => p.name !== first), { name: first, value: 'x'.repeat(5000) }, file('a.png')]),
    ]);
  }
  return out;
}

function jsonBodyCases(base: BaseCall): Array<[string, FuzzCase['body'], string?]> {
  const body = base.body ?? {};
  return [
    ['well-formed body', json(JSON.stringify(body))],
    ['null body', json('null'), 'body'],
    ['array body', json('[]'), 'body'],
    ['array of the body', json(JSON.stringify([body])), 'body'],
    ['string body', json('"text"'), 'body'],
    ['number body', json('1.5e301'), 'body'],
    ['boolean body', json('true'), 'body'],
    ['empty object', json('{}')],
    ['malformed JSON', json('{"a":')],
    ['text/plain null', { bytes: Buffer.from('null'), type: 'text/plain' }],
    ['form instead of JSON', { bytes: multipartBody([{ name: 'a', value: 'b' }]), type: MULTIPART_TYPE }],
    ['nested 10000 deep', json(deepJson(10_000)), 'body'],
    ['NUL key', json('{"a\\u0000":1}'), 'body'],
    ['prototype key', json(JSON.stringify(body).replace(/^\{/, '{"__proto__":{"polluted":true},'))],
    ['unknown field', json(JSON.stringify({ ...(body as object), zzUnknown: 'a\u0000b' }))],
  ];
}

export function wholeBodyCases(op: FuzzOperation, base: BaseCall): FuzzCase[] {
  const path = renderPath(op, base.params, base.query);
  const make = ([label, body, refusedField]: [string, FuzzCase['body'], string?]): FuzzCase => ({
    op: op.id,
    label,
    actor: base.actor,
    method: op.method,
    path,
    ...(body && { body }),
    ...(refusedField && { refusedField }),
  });
  if (!op.body)
    return [
      make(['unexpected null body', json('null')]),
      make(['unexpected text body', { bytes: Buffer.from('a\u0000b'), type: 'text/plain' }]),
    ];
  const cases = op.body.multipart ? multipartCases(op, base) : jsonBodyCases(base);
  return [...cases.map(make), make(['no body', undefined, op.body.required ? 'body' : undefined])];
}

/** The body with every field that has a largest value set to it at once: the biggest row it can make. */
function largestBody(op: FuzzOperation, base: unknown, rng: Rng): unknown {
  let body = base;
  if (!op.body) return body;
  for (const field of fieldPaths(op, base)) {
    const m = extremeMutation(schemaAt(op.body.schema, field), rng);
    if (m) body = setAt(body, field, m.value);
  }
  return body;
}

export function bodyFieldCases(op: FuzzOperation, base: BaseCall, rng: Rng): FuzzCase[] {
  if (!op.body || op.body.multipart) return [];
  const path = renderPath(op, base.params, base.query);
  const largest = JSON.stringify(largestBody(op, base.body, rng));
  const out: FuzzCase[] = [
    { op: op.id, label: 'every field at its largest', actor: base.actor, method: op.method, path, body: json(largest) },
  ];
  for (const field of rng.sample(fieldPaths(op, base.body), FIELD_CASES))
    for (const m of mutationsFor(schemaAt(op.body.schema, field), rng)) {
      if (out.length >= FIELD_CASES) return out;
      const name = `body.${field.join('.')}`;
      out.push({
        op: op.id,
        label: `${name} = ${m.label}`,
        actor: base.actor,
        method: op.method,
        path,
        body: json(bodyWith(base.body, field, m)),
        ...(m.refused && { refusedField: name }),
      });
    }
  return out;
}
