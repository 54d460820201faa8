// A guest's server-rendered public page starts the app when the visitor first acts on it, not when
// it loads (issue 49, docs/web-performance.md "Started on intent"). The server's HTML is the page:
// links are real links to other server-rendered pages and the home search is a plain form, so a
// visitor who reads, scrolls and follows links never needs the app; hydrating the whole tree on
// every load cost 5-10x the main-thread work of the same page without scripts. The server puts this
// module in place of the app's entry (server/page-serving/start-on-intent.ts), names the entry in
// `data-app` and lists the app's modules instead of preloading them: they are fetched on the first
// sign of life (`warm`), so a visitor who goes on to act rarely waits for a download.
//
// What starts it: a key, a focus, a press of a mouse or pen, a mouse moving over the page (a
// desktop visitor is about to act), a tap. A touch that scrolls does not: the page scrolls as
// plain HTML. What the visitor does before the app holds the page is not lost:
// - typing, choices and focus stay in the fields and are handed to the forms once hydrated
//   (src/lib/ssr/typed-before-hydration.ts);
// - a press of a button, a tick of a box, a form sent without an action of its own is held and
//   done again once the app holds the page (`<html data-ready>`), in order; the page shows that it
//   is starting meanwhile (styles/starting.css);
// - links and forms that work without script are left to the browser.
// It imports nothing but names (shared/ssr/start-on-intent.ts): it is the only script a page that is
// only read ever runs.

import { APP_MODULES_ELEMENT_ID } from '@shared/ssr/start-on-intent.ts';

const APP_SCRIPT = 'script[data-app]';
/** Elements a press acts on; the nearest one to the press decides what happens to it. */
const ACTIONABLE =
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS selector, not a text
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="checkbox"], [role="radio"], [role="switch"], [role="tab"], [role="option"], [role="menuitem"], [role="combobox"]';
/** Fields whose press only focuses them (typing follows): the browser handles it. */
const TYPED_INPUT = /^(text|search|email|password|tel|url|number|date|datetime-local|month|week|time)$/;

type Held = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement };

/** Signs that someone is on the page, short of acting on it. */
const SIGNS_OF_LIFE = ['scroll', 'touchstart', 'pointermove', 'wheel'] as const;

const root = document.documentElement;
const held: Held[] = [];
let started = false;
let warmed = false;

/** Whether the browser does what a press of `el` asks without the app. */
function browserHandles(el: Element): boolean {
  if (el instanceof HTMLAnchorElement) {
    const href = el.getAttribute('href') ?? '';
    return href !== '' && !href.startsWith('#') && !/^javascript:/i.test(href);
  }
  if (el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) return true;
  if (el instanceof HTMLInputElement) {
    if (TYPED_INPUT.test(el.type)) return true;
    if (el.type === 'submit' || el.type === 'image') return submitsByItself(el.form);
    return false;
  }
  if (el instanceof HTMLButtonElement) return el.type === 'submit' && submitsByItself(el.form);
  // A label of a field focuses it; a label of a box or a choice ticks it, which is held.
  if (el instanceof HTMLLabelElement) return el.control !== null && browserHandles(el.control);
  return false;
}

/** A form whose own action works without the app (the home search: a GET to the results page). */
function submitsByItself(form: HTMLFormElement | null): boolean {
  return form !== null && form.hasAttribute('action');
}

/**
 * The app's modules asked for, at low priority, on the first sign of life (a scroll, a touch, a
 * pointer): a visitor who goes on to act finds them fetched; one who only loaded the page fetched
 * nothing. The server lists them (server/page-serving/start-on-intent.ts) instead of preloading them.
 */
function warm(): void {
  if (warmed) return;
  warmed = true;
  for (const type of SIGNS_OF_LIFE) window.removeEventListener(type, warm, true);
  let files: unknown = [];
  try {
    files = JSON.parse(document.getElementById(APP_MODULES_ELEMENT_ID)?.textContent ?? '[]');
  } catch {
    // No list: the app's imports fetch what it needs when it starts.
  }
  if (!Array.isArray(files)) return;
  for (const file of files) {
    if (typeof file !== 'string') continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = 'anonymous';
    link.setAttribute('fetchpriority', 'low');
    link.href = file;
    document.head.append(link);
  }
}

function start(): void {
  if (started) return;
  started = true;
  warm();
  for (const type of INTENT) window.removeEventListener(type, onIntent, true);
  window.removeEventListener('pointermove', onPointerMove, true);
  const app = document.querySelector<HTMLScriptElement>(APP_SCRIPT)?.dataset.app;
  if (!app) return;
  import(/* @vite-ignore */ app).catch((error: unknown) => {
    // A page that cannot start (offline, a deploy that replaced the build) says why, as a failed
    // script would, and stops saying it is starting: its links and forms still work as HTML.
    console.error('The app did not start:', error);
    held.length = 0;
    delete root.dataset.starting;
  });
}

const INTENT = ['keydown', 'focusin', 'pointerdown', 'input', 'change'] as const;

function onIntent(event: Event): void {
  // A touch may become a scroll; its tap (the click that follows) starts the app.
  if (event instanceof PointerEvent && event.pointerType === 'touch') return;
  // Enter on a link leaves the page: nothing to start for.
  if (event instanceof KeyboardEvent && event.key === 'Enter' && followsLink(event.target)) return;
  start();
}

function followsLink(target: EventTarget | null): boolean {
  const el = target instanceof Element ? target.closest(ACTIONABLE) : null;
  return el instanceof HTMLAnchorElement && browserHandles(el);
}

function onPointerMove(event: PointerEvent): void {
  if (event.pointerType === 'mouse') start();
}

function ready(): boolean {
  return root.dataset.ready === 'true';
}

function hold(entry: Held, event: Event): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(entry);
  root.dataset.starting = 'true';
  start();
}

/** A tap or a press that the browser does not handle by itself is held, and starts the app; a link's is not. */
function onClick(event: MouseEvent): void {
  if (ready() || !(event.target instanceof Element)) return;
  const target = event.target.closest<HTMLElement>(ACTIONABLE);
  if (target && browserHandles(target)) {
    if (!(target instanceof HTMLAnchorElement)) start();
    return;
  }
  if (target) hold({ kind: 'click', target }, event);
  else start();
}

function onSubmit(event: SubmitEvent): void {
  if (ready() || !(event.target instanceof HTMLFormElement) || submitsByItself(event.target)) return;
  hold({ kind: 'submit', form: event.target }, event);
}

/**
 * Whether React has taken `el` over. The app marks the page ready when its root commits, but parts
 * of the page (the filters, a lazily loaded screen) hydrate in their own Suspense boundaries after
 * that; a press handed to a part still being hydrated is dropped by React. React keeps its fiber
 * on each element it holds under a `__reactFiber$` key (React 16-19), the one sign it gives.
 */
function heldByReact(el: Element): boolean {
  return Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
}

/** Waits until React holds `el`, for at most `HYDRATION_WAIT_MS` (then the press is done anyway). */
function whenHeldByReact(el: Element, then: () => void): void {
  const until = performance.now() + HYDRATION_WAIT_MS;
  const check = () => (heldByReact(el) || performance.now() > until ? then() : requestAnimationFrame(check));
  check();
}

const HYDRATION_WAIT_MS = 10_000;
/** The longest a held press waits for the page to go idle once React holds its element. */
const IDLE_WAIT_MS = 2_000;

/**
 * Runs `then` once the main thread is idle. React puts its fiber key on an element while it renders
 * the element's boundary, which it does in slices on a loaded machine, and commits later; a held
 * tick of a filter replayed as soon as the key was there was left unticked in one gate run of
 * several on a slow machine (5 December 2026), the likeliest cause a press handed over before the
 * commit. Idle, React has no work queued, its commits included.
 */
function whenIdle(then: () => void): void {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(() => then(), { timeout: IDLE_WAIT_MS });
  else setTimeout(then, 0);
}

/** Does again, in order, what was held, once the app holds the page and its forms have what was typed. */
function replay(): void {
  window.removeEventListener('click', onClick, true);
  window.removeEventListener('submit', onSubmit, true);
  const next = () => {
    const entry = held.shift();
    if (!entry) {
      delete root.dataset.starting;
      return;
    }
    const el = entry.kind === 'click' ? entry.target : entry.form;
    if (!el.isConnected) return next();
    whenHeldByReact(el, () => {
      // When idle: React has committed what it claimed, and a form has handed over what was typed
      // in its effects.
      whenIdle(() => {
        if (entry.kind === 'click') entry.target.click();
        else entry.form.requestSubmit();
        next();
      });
    });
  };
  next();
}

function whenReady(then: () => void): void {
  if (ready()) return then();
  const watch = new MutationObserver(() => {
    if (!ready()) return;
    watch.disconnect();
    then();
  });
  watch.observe(root, { attributes: true, attributeFilter: ['data-ready'] });
}

// On the window, in the capture phase: before anything on the page, React's root included.
for (const type of SIGNS_OF_LIFE) window.addEventListener(type, warm, { capture: true, passive: true });
for (const type of INTENT) window.addEventListener(type, onIntent, true);
window.addEventListener('pointermove', onPointerMove, true);
window.addEventListener('click', onClick, true);
window.addEventListener('submit', onSubmit, true);
whenReady(replay);
// The server wrote `<html data-start="intent">` into the page, for tools and tests that wait for
// it (e2e/support/test.ts): an attribute set here on the root, after the first style pass, made
// the browser restyle the whole page (styles match attributes of <html>).
