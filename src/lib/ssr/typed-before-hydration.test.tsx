import { act } from '@testing-library/react';
import { useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerRenderedFields, replayBeforeStateIsRead } from './typed-before-hydration';
import { useKeepTypedBeforeHydration } from './use-keep-typed';

/** A form like the public pages' search forms: every field's state in React, shown beside it. */
function SearchForm({ onKeyword }: { onKeyword: (value: string) => void }) {
  const ref = useKeepTypedBeforeHydration<HTMLFormElement>();
  const [keyword, setKeyword] = useState('');
  const [place, setPlace] = useState('');
  const [remote, setRemote] = useState(false);
  return (
    <form ref={ref}>
      <input
        aria-label="keyword"
        value={keyword}
        onChange={(e) => {
          setKeyword(e.currentTarget.value);
          onKeyword(e.currentTarget.value);
        }}
      />
      <select aria-label="place" value={place} onChange={(e) => setPlace(e.currentTarget.value)}>
        <option value="">Anywhere</option>
        <option value="pune">Pune</option>
      </select>
      <input
        aria-label="remote"
        type="checkbox"
        checked={remote}
        onChange={(e) => setRemote(e.currentTarget.checked)}
      />
      <output>{`${keyword}|${place}|${remote}`}</output>
    </form>
  );
}

const roots: Root[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
});

function serverPage(onKeyword: (value: string) => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<SearchForm onKeyword={onKeyword} />);
  document.body.append(container);
  const field = <T extends Element>(name: string): T => {
    const found = container.querySelector<T>(`[aria-label="${name}"]`);
    if (!found) throw new Error(`no field ${name}`);
    return found;
  };
  return {
    container,
    keyword: field<HTMLInputElement>('keyword'),
    place: field<HTMLSelectElement>('place'),
    remote: field<HTMLInputElement>('remote'),
    shown: () => container.querySelector('output')?.textContent,
    hydrate: async (onRecoverableError: () => void) => {
      noteServerRenderedFields(container);
      await act(async () => {
        roots.push(hydrateRoot(container, <SearchForm onKeyword={onKeyword} />, { onRecoverableError }));
        await Promise.resolve();
      });
    },
  };
}

describe('what is typed before hydration', () => {
  it('reaches the fields’ state: text (with its caret and focus), a choice and a tick', async () => {
    const onKeyword = vi.fn();
    const page = serverPage(onKeyword);
    page.keyword.focus();
    page.keyword.value = 'pharmacist';
    page.keyword.setSelectionRange(5, 5);
    page.place.value = 'pune';
    page.remote.checked = true;
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');

    await page.hydrate(recoverable);

    expect(page.shown()).toBe('pharmacist|pune|true');
    expect(onKeyword).toHaveBeenLastCalledWith('pharmacist');
    expect(page.keyword.value).toBe('pharmacist');
    expect(document.activeElement).toBe(page.keyword);
    expect([page.keyword.selectionStart, page.keyword.selectionEnd]).toEqual([5, 5]);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();

    // Typing goes on as usual afterwards, and a render keeps what the state holds.
    act(() => {
      page.keyword.setSelectionRange(10, 10);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(page.keyword, 'pharmacists');
      page.keyword.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(page.shown()).toBe('pharmacists|pune|true');
  });

  it('leaves untouched fields alone: no change is reported', async () => {
    const onKeyword = vi.fn();
    const page = serverPage(onKeyword);
    await page.hydrate(() => {});
    expect(onKeyword).not.toHaveBeenCalled();
    expect(page.shown()).toBe('||false');
  });

  it('reaches a submit that comes after hydration but before the replay’s effect has run', async () => {
    // The window of one gate run: the form is React's (committed), its state still the server's.
    const submitted = vi.fn();
    function HomeSearch() {
      const [keyword, setKeyword] = useState('');
      return (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            submitted(keyword);
          }}
        >
          <input aria-label="keyword" value={keyword} onChange={(e) => setKeyword(e.currentTarget.value)} />
          <button type="submit">Search</button>
        </form>
      );
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    roots.push(root);
    await act(async () => root.render(<HomeSearch />));
    const form = container.querySelector('form') as HTMLFormElement;
    const keyword = container.querySelector('input') as HTMLInputElement;
    noteServerRenderedFields(container);
    // Typed where React's value tracker did not see it, as before hydration.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(keyword, 'pharmacist');
    const stop = replayBeforeStateIsRead(form);

    act(() => container.querySelector('button')?.click());
    expect(submitted).toHaveBeenLastCalledWith('pharmacist');

    // Replayed once: the next events go straight to React, and stopping again is harmless.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(keyword, 'nurse');
    act(() => container.querySelector('button')?.click());
    expect(submitted).toHaveBeenLastCalledWith('pharmacist');
    stop();
  });
});
