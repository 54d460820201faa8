// What a person typed, chose or ticked in a server-rendered field before the page's script took it
// over. React keeps the field's DOM value when it hydrates it, but the component's state still
// holds the server's: the next render wrote the server's value back over the typed text, and the
// search or submission used the server's (issue 49: "armacist", or the whole word gone). So the
// fields the server rendered are noted before hydration starts, and once a form's component has
// hydrated, each noted field whose DOM differs from what the server wrote reports the difference
// as a change of its own: the component's own onChange runs, as if the person had typed just then.
// Between hydration's commit and that effect, an event that reads state replays first.
import { flushSync } from 'react-dom';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not a text
const FIELDS = 'input, select, textarea';
const NOT_TYPED = new Set(['button', 'file', 'hidden', 'image', 'reset', 'submit']);
/** Events whose handlers read a form's state: a submit, a button, a key such as Enter. */
const READS_STATE = ['submit', 'click', 'keydown'] as const;

/** The fields that were in the server's markup and have not been looked at since. */
const serverFields = new WeakSet<Element>();

/** Notes the server-rendered fields under `root`; call it before hydrating `root`. */
export function noteServerRenderedFields(root: Element): void {
  for (const field of root.querySelectorAll(FIELDS)) serverFields.add(field);
}

/** Hands what was typed into each server-rendered field in (or at) `container` to its handlers. */
export function replayTypedBeforeHydration(container: Element): void {
  const fields = container.matches(FIELDS) ? [container] : [...container.querySelectorAll(FIELDS)];
  for (const field of fields) {
    if (!serverFields.delete(field)) continue;
    if (field instanceof HTMLSelectElement) replaySelect(field);
    else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      replayChecked(field);
    else if (field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && !NOT_TYPED.has(field.type)))
      replayText(field);
  }
}

/**
 * Until the replay has run, an event in `container` that reads state replays first, in its capture
 * phase, and renders the replayed state at once: React's own handler (at the root, in the bubble
 * phase) then reads what was typed, not the server's value. Returns what stops it.
 */
export function replayBeforeStateIsRead(container: Element): () => void {
  const stop = () => {
    for (const type of READS_STATE) container.removeEventListener(type, replayFirst, { capture: true });
  };
  function replayFirst() {
    stop();
    flushSync(() => replayTypedBeforeHydration(container));
  }
  for (const type of READS_STATE) container.addEventListener(type, replayFirst, { capture: true });
  return stop;
}

/**
 * React reports a change only when the field's value differs from the one its tracker last saw,
 * and it made that tracker from the DOM, typed text included. Writing the server's value through
 * the element's own `value` (where React's tracker listens), then the typed one through the
 * prototype's setter (which it does not see), makes the input event a change React reports.
 */
function replayText(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  const focused = field.ownerDocument.activeElement === field;
  const caret = selectionOf(field);
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (!focused || !caret) return;
  // Writing the value put the caret at the end; typing goes on where the person left it. React
  // writes the value again once it has rendered the change (it cannot render inside an effect, so
  // it first puts back the value its props still hold), so the caret is put back after that too.
  const keepCaret = () => {
    if (field.ownerDocument.activeElement === field && field.value === typed)
      field.setSelectionRange(caret.start, caret.end, caret.direction);
  };
  keepCaret();
  queueMicrotask(keepCaret);
}

function selectionOf(field: HTMLInputElement | HTMLTextAreaElement) {
  const { selectionStart: start, selectionEnd: end, selectionDirection } = field;
  // Types without a caret (email, number) have no selection to keep.
  return start === null || end === null ? null : { start, end, direction: selectionDirection ?? undefined };
}

/** A select's change is reported as it comes (React keeps no tracker for it). */
function replaySelect(field: HTMLSelectElement): void {
  if (field.multiple) return;
  const options = [...field.options];
  const server = options.find((o) => o.defaultSelected) ?? options[0];
  if (field.value === (server?.value ?? '')) return;
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A box or radio React reads from a click: back to the server's state, then clicked as a person would. */
function replayChecked(field: HTMLInputElement): void {
  if (field.checked === field.defaultChecked) return;
  // Of a radio group, the radio now chosen tells; the one it replaced follows from the click.
  if (field.type === 'radio' && !field.checked) return;
  field.checked = field.defaultChecked;
  field.click();
}
