import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CollapsibleText } from './collapsible-text';

// jsdom lays nothing out: each test says how tall the content is, and the ResizeObserver stand-in
// lets a test report a later change of size.
let contentHeight = 0;
let notify: (() => void) | null = null;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => contentHeight);
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        notify = callback;
      }
      observe() {}
      disconnect() {
        notify = null;
      }
    },
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  notify = null;
});

const text = <p>We are hiring a Frontend Engineer to build the candidate experience of our job board.</p>;

describe('CollapsibleText', () => {
  it('shows no toggle when the content fits in 224 px', () => {
    contentHeight = 224;
    renderWithProviders(<CollapsibleText>{text}</CollapsibleText>);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/Frontend Engineer/)).toBeTruthy();
  });

  it('clamps taller content and toggles View more / View less with aria-expanded', () => {
    contentHeight = 600;
    renderWithProviders(<CollapsibleText>{text}</CollapsibleText>);
    const button = screen.getByRole('button', { name: 'View more' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(region?.style.maxHeight).toBe('224px');

    fireEvent.click(button);
    expect(screen.getByRole('button', { name: 'View less' }).getAttribute('aria-expanded')).toBe('true');
    expect(region?.style.maxHeight).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'View less' }));
    expect(screen.getByRole('button', { name: 'View more' })).toBeTruthy();
  });

  it('shows the toggle once the content grows past the threshold', () => {
    contentHeight = 100;
    renderWithProviders(<CollapsibleText>{text}</CollapsibleText>);
    expect(screen.queryByRole('button')).toBeNull();
    contentHeight = 300;
    act(() => notify?.());
    expect(screen.getByRole('button', { name: 'View more' })).toBeTruthy();
  });
});
