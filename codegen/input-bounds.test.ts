// The bundle step bounds every value a request can carry: defaults where the contract states no
// bound, the contract's own bound where it does, and nothing changed outside requests.
import { describe, expect, it } from 'vitest';
import { bundleContract, type JsonObject } from './bundle.ts';
import { addInputBounds, DEFAULT_BOUNDS, forEachInputSchema } from './input-bounds.ts';

function tinyContract(): JsonObject {
  return {
    paths: {
      '/x/{id}': {
        post: {
          parameters: [{ name: 'id', in: 'path', schema: { type: 'string' } }],
          requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Input' } } } },
        },
      },
    },
    components: {
      schemas: {
        Input: {
          type: 'object',
          properties: {
            name: { type: 'string' },
            about: { type: 'string', maxLength: 10_000 },
            kind: { type: 'string', enum: ['a', 'b'] },
            count: { type: ['integer', 'null'] },
            ratio: { type: 'number', exclusiveMinimum: 0 },
            tags: { type: 'array', items: { type: 'string' } },
            other: { not: { type: 'string' } },
          },
        },
        Output: { type: 'object', properties: { title: { type: 'string' } } },
      },
    },
  };
}

describe('input bounds', () => {
  it('adds the defaults where a request schema states no bound, and keeps the ones it states', () => {
    const doc = tinyContract();
    addInputBounds(doc);
    const schemas = (doc.components as { schemas: Record<string, { properties: Record<string, JsonObject> }> }).schemas;
    const p = schemas.Input?.properties ?? {};
    expect(p.name?.maxLength).toBe(DEFAULT_BOUNDS.maxLength);
    expect(p.about?.maxLength).toBe(10_000);
    expect(p.kind).toEqual({ type: 'string', enum: ['a', 'b'] });
    expect(p.count).toMatchObject(DEFAULT_BOUNDS.integer);
    expect(p.ratio).toEqual({ type: 'number', exclusiveMinimum: 0, maximum: DEFAULT_BOUNDS.number.maximum });
    expect(p.tags).toMatchObject({ maxItems: DEFAULT_BOUNDS.maxItems, items: { maxLength: DEFAULT_BOUNDS.maxLength } });
    // A bound inside `not` would widen what the schema accepts.
    expect(p.other).toEqual({ not: { type: 'string' } });
    expect(schemas.Output?.properties.title).toEqual({ type: 'string' });
    const path = (doc.paths as Record<string, { post: { parameters: Array<{ schema: JsonObject }> } }>)['/x/{id}'];
    expect(path?.post.parameters[0]?.schema.maxLength).toBe(DEFAULT_BOUNDS.maxLength);
  });

  it('leaves no string, number or list of the bundled contract unbounded in a request', () => {
    const unbounded: string[] = [];
    forEachInputSchema(bundleContract(), (s) => {
      if (s.enum !== undefined || s.const !== undefined) return;
      const types = Array.isArray(s.type) ? s.type : [s.type];
      if (types.includes('string') && s.maxLength === undefined) unbounded.push(JSON.stringify(s));
      if (types.includes('array') && s.maxItems === undefined) unbounded.push(JSON.stringify(s));
      if ((types.includes('integer') || types.includes('number')) && (s.maximum ?? s.exclusiveMaximum) === undefined)
        unbounded.push(JSON.stringify(s));
    });
    expect(unbounded).toEqual([]);
  });
});
