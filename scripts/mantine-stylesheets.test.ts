import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { closeUnderDeps, FIRST_PAINT, importsOf, mantineSheetOrder, REST } from './mantine-stylesheets.ts';

const order = mantineSheetOrder();
const first = importsOf(readFileSync(FIRST_PAINT, 'utf8'));
const rest = importsOf(readFileSync(REST, 'utf8'));
const REWRITE = 'npx tsx scripts/mantine-stylesheets.ts writes both files again';

describe('Mantine stylesheet in two parts', () => {
  it('reads every per-component sheet in the order of the whole sheet', () => {
    expect(order.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    expect(order.indexOf('Input')).toBeLessThan(order.indexOf('Combobox'));
    expect(order.length).toBeGreaterThan(100);
  });

  it('holds each sheet once between them: the whole sheet, nothing twice', () => {
    expect([...first, ...rest].sort(), REWRITE).toEqual([...order].sort());
  });

  it('keeps the order of the whole sheet within each part', () => {
    const inOrder = (names: string[]) => [...names].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    expect(first, REWRITE).toEqual(inOrder(first));
    expect(rest, REWRITE).toEqual(inOrder(rest));
  });

  it('holds in the first part every component its components render, so dependencies come first', () => {
    expect(first, REWRITE).toEqual(closeUnderDeps(first, order));
    // Combobox renders Popover: a selector of Popover's that Combobox's rules override must come first.
    expect(first).toContain('Popover');
  });
});
