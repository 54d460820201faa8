// A plausible valid value for a schema, for the parts of a request the fuzz test does not attack
// in a given case: the schema's own example, default or first enum value, else one built by type.
import { deref, propertiesOf, typesOf, type Schema } from './contract-ops.ts';

const FORMAT_SAMPLES: Record<string, string> = {
  uuid: '3f2b8c1e-7d4a-4e6b-9c0d-1a2b3c4d5e6f',
  date: '2026-03-14',
  'date-time': '2026-03-14T09:30:00.000Z',
  time: '09:30:00Z',
  email: 'priya.raman@example.com',
  uri: 'https://example.com/jobs',
  'uri-reference': '/jobs',
  hostname: 'careers.example.com',
};

export function sample(schema: Schema, depth = 0): unknown {
  const s = deref(schema);
  if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
  if (s.default !== undefined) return s.default;
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum.find((v) => v !== null) ?? s.enum[0];
  for (const key of ['oneOf', 'anyOf'])
    if (Array.isArray(s[key]) && (s[key] as Schema[]).length) return sample((s[key] as Schema[])[0] as Schema, depth);
  const types = typesOf(s);
  const type = types.find((t) => t !== 'null') ?? (s.properties || s.allOf ? 'object' : 'string');
  switch (type) {
    case 'string': {
      const format = typeof s.format === 'string' ? FORMAT_SAMPLES[s.format] : undefined;
      if (format) return format;
      const min = typeof s.minLength === 'number' ? s.minLength : 1;
      return 'a'.repeat(Math.max(min, 1));
    }
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > 4 || !s.items ? [] : [sample(s.items as Schema, depth + 1)];
    case 'object': {
      const out: Record<string, unknown> = {};
      if (depth > 4) return out;
      const required = new Set<string>();
      const collect = (node: Schema) => {
        const d = deref(node);
        for (const r of Array.isArray(d.required) ? d.required : []) if (typeof r === 'string') required.add(r);
        for (const b of Array.isArray(d.allOf) ? d.allOf : []) collect(b as Schema);
      };
      collect(s);
      const props = propertiesOf(s);
      for (const name of required) {
        const p = props.get(name);
        if (p) out[name] = sample(p, depth + 1);
      }
      return out;
    }
    default:
      return null;
  }
}
