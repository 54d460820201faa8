// A block's settings checked against its type's JSON Schema in the manifest, with the Ajv the
// server validates requests with (2020-12, the contract's formats, the input rules against NULs
// and runaway nesting), plus the one rule a schema cannot say: links are paths on this site or
// http(s), mailto and tel URLs, never javascript:.
import type { ValidateFunction } from 'ajv';
import { blocks, blockTypes, type BlockType } from '@generated/manifest';
import { createAjv2020 } from '../../shared/ajv-2020.ts';
import { BLOCK_LINK_FIELDS, isSafeLink } from '../../shared/pages/links.ts';
import { addInputRules, INPUT_RULES } from '../http/input-rules.ts';

export type SettingsProblem = { path: string; message: string };

let validators: Map<BlockType, ValidateFunction> | undefined;

function validatorOf(type: BlockType): ValidateFunction {
  if (!validators) {
    const ajv = createAjv2020({ strict: false, allErrors: true, coerceTypes: false, useDefaults: false });
    addInputRules(ajv);
    validators = new Map(
      blockTypes.map((t) => [t, ajv.compile({ ...blocks[t].settingsSchema, [INPUT_RULES]: true })] as const),
    );
  }
  return validators.get(type) as ValidateFunction;
}

export function isBlockType(value: unknown): value is BlockType {
  return typeof value === 'string' && (blockTypes as readonly string[]).includes(value);
}

/** What is wrong with a block's settings, by JSON pointer into them; empty when they are valid. */
export function settingsProblems(type: BlockType, settings: unknown): SettingsProblem[] {
  const validate = validatorOf(type);
  if (!validate(settings))
    return (validate.errors ?? []).map((e) => ({
      path: e.instancePath || (e.params && 'missingProperty' in e.params ? `/${String(e.params.missingProperty)}` : ''),
      message: e.message ?? 'is not valid',
    }));
  const values = settings as Record<string, unknown>;
  return (BLOCK_LINK_FIELDS[type] ?? [])
    .filter((field) => typeof values[field] === 'string' && !isSafeLink(values[field]))
    .map((field) => ({ path: `/${field}`, message: 'must be a path on this site or an http(s), mailto or tel link' }));
}
