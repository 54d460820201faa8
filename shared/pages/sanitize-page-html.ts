// The markup of a page's HTML block, made safe to show to every visitor. The server runs it when a
// block is saved and again when the page is served, and the browser once more before rendering,
// so a rule added here later also cleans what was stored before it.
//
// - No script of any kind: <script>, event handler attributes, javascript: and other unsafe URL
//   schemes, <iframe>/<object>/<embed>, forms and their controls (phishing inside the board's page).
// - No style that escapes the block: no <style>, no style or class attribute (the site's own
//   classes include fixed overlays), no <link>/<meta>/<base>; ids are prefixed so they cannot
//   clobber the page's own elements; SVG and MathML are left out.
import DOMPurify from 'isomorphic-dompurify';

const FORBID_TAGS = [
  'style',
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'option',
  'textarea',
  'link',
  'meta',
  'base',
  'dialog',
  'template',
  'noscript',
];

const FORBID_ATTR = ['style', 'class', 'autofocus', 'tabindex', 'accesskey', 'formaction', 'srcdoc', 'ping'];

export function sanitizePageHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    SANITIZE_NAMED_PROPS: true,
  }).trim();
}
