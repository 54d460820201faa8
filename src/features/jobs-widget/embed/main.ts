// The embeddable jobs widget (docs/jobs-widget.md): a company pastes
//   <script src="https://<board>/widget/jobs.js" data-company="<id>" async></script>
// into its own site (optionally data-category="<slug>", data-place="<city, state, country or
// remote>", data-limit="<1-50>"). It reads the company's open jobs from the board that served it
// and draws them in a shadow root just after the tag, so the host page's styles never reach in.
// No framework: the whole script is a few kilobytes.
import { renderList, renderRefused, type WidgetData } from './render';

function start(script: HTMLScriptElement): void {
  const company = script.dataset.company;
  if (!company) return;
  const board = new URL(script.src).origin;
  const url = new URL(`/client/api/v1/jobs-widget/company/${encodeURIComponent(company)}/jobs`, board);
  for (const name of ['category', 'place', 'limit'] as const) {
    const value = script.dataset[name];
    if (value) url.searchParams.set(name, value);
  }
  const host = document.createElement('div');
  host.className = 'jobs-widget';
  script.after(host);
  const root = host.attachShadow({ mode: 'open' });
  fetch(url, { credentials: 'omit' })
    .then((res) => (res.ok ? (res.json() as Promise<{ data: WidgetData }>) : Promise.reject(new Error('refused'))))
    .then((body) => renderList(root, body.data))
    // A refused site cannot even read the refusal (no CORS header): the note covers both.
    .catch(() => renderRefused(root));
}

const current = document.currentScript;
if (current instanceof HTMLScriptElement) start(current);
