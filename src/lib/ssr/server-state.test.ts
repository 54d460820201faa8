import { afterEach, describe, expect, it } from 'vitest';
import { SSR_STATE_ELEMENT_ID } from '@shared/ssr/state.ts';
import { serverRenderedState } from './server-state';

function page(text: string | null): void {
  document.getElementById(SSR_STATE_ELEMENT_ID)?.remove();
  if (text === null) return;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = SSR_STATE_ELEMENT_ID;
  block.textContent = text;
  document.body.append(block);
}

describe('serverRenderedState', () => {
  afterEach(() => page(null));

  it('reads the query cache the server wrote', () => {
    page(JSON.stringify({ mutations: [], queries: [{ queryKey: ['a'], queryHash: '["a"]', state: {} }] }));
    expect(serverRenderedState()?.queries).toHaveLength(1);
  });

  it('is null on a page the browser renders, and for anything not the cache', () => {
    expect(serverRenderedState()).toBeNull();
    page('{not json');
    expect(serverRenderedState()).toBeNull();
    page(JSON.stringify({ queries: 'x', mutations: [] }));
    expect(serverRenderedState()).toBeNull();
  });
});
