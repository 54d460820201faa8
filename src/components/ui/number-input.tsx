// Mantine's NumberInput with the keys e, E, + and - blocked (specification §5): browsers accept
// them in numeric fields for exponents and signs, which no count, salary or year here needs.
import { NumberInput as MantineNumberInput, type NumberInputProps } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { constants } from '@generated/manifest';

const BLOCKED = new Set<string>([...constants.numberInputBlockedKeys, 'E']);

export function isBlockedNumberKey(key: string): boolean {
  return BLOCKED.has(key);
}

export function NumberInput({ onKeyDown, allowNegative = false, ...props }: NumberInputProps) {
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isBlockedNumberKey(event.key)) {
      event.preventDefault();
      return;
    }
    onKeyDown?.(event);
  };
  return <MantineNumberInput {...props} allowNegative={allowNegative} onKeyDown={handleKeyDown} />;
}
