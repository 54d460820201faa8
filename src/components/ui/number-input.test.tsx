import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { NumberInput } from './number-input';

function setup() {
  const onKeyDown = vi.fn();
  const onChange = vi.fn();
  renderWithProviders(<NumberInput label="Years of experience" onKeyDown={onKeyDown} onChange={onChange} />);
  return { input: screen.getByLabelText('Years of experience'), onKeyDown, onChange };
}

describe('NumberInput', () => {
  it.each(['e', 'E', '+', '-'])('blocks the %s key', (key) => {
    const { input, onKeyDown } = setup();
    // fireEvent returns false when the default action was prevented.
    expect(fireEvent.keyDown(input, { key })).toBe(false);
    expect(onKeyDown).not.toHaveBeenCalled();
  });

  it.each(['1', '0', '.', 'Tab'])('lets %s be typed', (key) => {
    const { input, onKeyDown } = setup();
    expect(fireEvent.keyDown(input, { key })).toBe(true);
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });

  it.each(['Backspace', 'ArrowUp'])("passes %s on to the caller's handler", (key) => {
    const { input, onKeyDown } = setup();
    fireEvent.keyDown(input, { key });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });

  it('accepts typed digits and refuses a pasted negative number', () => {
    const { input, onChange } = setup();
    fireEvent.change(input, { target: { value: '12' } });
    expect(onChange).toHaveBeenLastCalledWith(12);
    fireEvent.change(input, { target: { value: '-5' } });
    expect(onChange).not.toHaveBeenCalledWith(-5);
  });
});
