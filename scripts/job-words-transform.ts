// The board's word for "Job" in every text of the app (the specification: "'Job' is replaced in
// all cases in translations"; the app has no translation files, its texts are the literals of its
// screens). Rather than wrapping hundreds of literals by hand, and missing the next one written,
// the build wraps each literal that a person reads and that says job or jobs in a call that puts
// the board's word in (src/lib/words/job-words.ts). A person reads:
// - JSX text, and string or template literals that are a JSX child;
// - the value of a JSX attribute with a text name (label, title, placeholder, aria-label ...);
// - the value of an object property with such a name ({ label: 'Browse jobs' });
// - the message of a toast(...) call.
// Through conditionals (a ? 'job' : 'jobs') and || / ?? the value reaching those places is
// followed; a template literal gets its fixed parts replaced, never its values (a company called
// "Jobs Inc" keeps its name). Data (job titles, descriptions) never passes through here.
import { transformAsync, types as t, type NodePath, type PluginObj } from '@babel/core';
import { JOB_WORD } from '../shared/words/job-heading.ts';

// The word as applyJobHeading replaces it (shared/words/job-heading.ts), without the global flag.
const JOB = new RegExp(JOB_WORD.source, 'i');
const TEXT_NAME =
  /^(aria-label|aria-description|alt|title|subtitle|label|placeholder|description|heading|message|text|caption|legend|tooltip|hint|error|emptyText|emptyTitle|emptyMessage|confirmLabel|submitLabel|buttonLabel|helperText)$/;
const WORDS = '__jobWords';
const TEMPLATE = '__jobWordsTemplate';
const MODULE = '@/lib/words/job-words';

type Literal = t.StringLiteral | t.TemplateLiteral;

/** Object keys whose values are for machines (ids, routes, query values), whatever they say. */
const MACHINE_KEY =
  /^(key|id|value|to|href|url|src|path|route|slug|type|kind|status|queryKey|q|keyword|query|className|name|method|variant|color|field|code|event|mimeType|accept)$/;
/** Functions whose arguments are for machines: analytics events, lookups, string tests. */
const MACHINE_CALL =
  /^(track|capture|trackEvent|fetch|http|querySelector|querySelectorAll|getElementById|startsWith|endsWith|includes|indexOf|match|replace|replaceAll|split|test|RegExp|encodeURIComponent|setItem|getItem|log|warn|error|debug|info)$/;

/** Whether any literal in the expression is a phrase (has a space): words for people, not a token. */
function isPhrase(node: t.Node): boolean {
  let phrase = false;
  t.traverseFast(node, (n) => {
    if (t.isStringLiteral(n) && /\s/.test(n.value)) phrase = true;
    if (t.isTemplateElement(n) && /\s/.test(n.value.cooked ?? n.value.raw)) phrase = true;
  });
  return phrase;
}

function calleeName(callee: t.Node): string | null {
  if (t.isIdentifier(callee)) return callee.name;
  if (t.isMemberExpression(callee) && t.isIdentifier(callee.property)) return callee.property.name;
  return null;
}

/** Whether a literal's value ends up where a person reads it (see above). */
export function isRead(path: NodePath<Literal>): boolean {
  let child: NodePath = path;
  let parent: NodePath | null = path.parentPath;
  while (parent && passesValueOn(parent, child)) {
    if (parent.isConditionalExpression() && child.key === 'test') return false;
    if (parent.isLogicalExpression() && child.key === 'left' && parent.node.operator === '&&') return false;
    child = parent;
    parent = parent.parentPath;
  }
  if (!parent) return false;
  if (parent.isJSXExpressionContainer()) {
    const holder = parent.parentPath;
    if (holder?.isJSXAttribute()) return isTextAttribute(holder.node);
    return holder?.isJSXElement() === true || holder?.isJSXFragment() === true;
  }
  if (parent.isJSXAttribute()) return isTextAttribute(parent.node);
  const phrase = () => isPhrase(child.node);
  if (parent.isObjectProperty() && child.key === 'value') {
    const key = parent.node.key;
    const name = t.isIdentifier(key) ? key.name : t.isStringLiteral(key) ? key.value : null;
    if (name !== null && TEXT_NAME.test(name)) return true;
    return name !== null && !MACHINE_KEY.test(name) && phrase();
  }
  if ((parent.isCallExpression() || parent.isNewExpression()) && child.listKey === 'arguments') {
    const name = calleeName(parent.node.callee);
    if (name === 'toast') return child.key === 0;
    return name !== null && !MACHINE_CALL.test(name) && phrase();
  }
  if (parent.isReturnStatement() || parent.isArrayExpression() || parent.isAssignmentExpression({ operator: '=' }))
    return (!parent.isAssignmentExpression() || child.key === 'right') && phrase();
  if (parent.isArrowFunctionExpression() && child.key === 'body') return phrase();
  if (parent.isVariableDeclarator() && child.key === 'init') return phrase();
  return false;
}

/** Expressions whose value is (or contains) the child's: a branch, a fallback, a template's part. */
function passesValueOn(parent: NodePath, child: NodePath): boolean {
  if (parent.isConditionalExpression() || parent.isLogicalExpression()) return true;
  if (parent.isParenthesizedExpression() || parent.isTSAsExpression()) return true;
  if (parent.isTemplateLiteral()) return child.listKey === 'expressions';
  return parent.isTaggedTemplateExpression() && t.isIdentifier(parent.node.tag, { name: TEMPLATE });
}

function isTextAttribute(attr: t.JSXAttribute): boolean {
  const name = t.isJSXIdentifier(attr.name) ? attr.name.name : null;
  return name !== null && TEXT_NAME.test(name);
}

/** JSX text as React reads it: lines trimmed, blank lines dropped, the rest joined by a space. */
function jsxTextValue(raw: string): string {
  const lines = raw.split(/\r\n|\n|\r/);
  const last = lines.length - 1;
  const kept: string[] = [];
  lines.forEach((line, i) => {
    let text = line.replace(/\t/g, ' ');
    if (i !== 0) text = text.replace(/^[ ]+/, '');
    if (i !== last) text = text.replace(/[ ]+$/, '');
    if (text) kept.push(text);
  });
  return kept.join(' ');
}

const LINGUI_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const LINGUI_CALLS = new Set(['t', 'msg', 'plural', 'select', 'selectOrdinal', 'defineMessage']);

/**
 * Whether the text is a Lingui message (docs/localization.md): its macro reads the literal itself,
 * and the board's word goes into the message when it is shown (src/lib/i18n/i18n.ts).
 */
function inLinguiMessage(path: NodePath): boolean {
  return !!path.findParent((p) => {
    if (p.isJSXElement()) {
      const name = p.node.openingElement.name;
      return t.isJSXIdentifier(name) && LINGUI_ELEMENTS.has(name.name);
    }
    if (p.isCallExpression()) return LINGUI_CALLS.has(calleeName(p.node.callee) ?? '');
    if (p.isTaggedTemplateExpression()) return t.isIdentifier(p.node.tag) && LINGUI_CALLS.has(p.node.tag.name);
    return false;
  });
}

function jobWordsPlugin(): PluginObj<{ used: boolean }> {
  const words = (value: t.Expression) => t.callExpression(t.identifier(WORDS), [value]);
  return {
    name: 'job-words',
    pre() {
      this.used = false;
    },
    visitor: {
      JSXText(path, state) {
        if (!JOB.test(path.node.value) || inLinguiMessage(path)) return;
        const text = jsxTextValue(path.node.value);
        if (!text) return;
        // The parser has decoded its entities (&amp;) already, as React's own transform reads it.
        path.replaceWith(t.jsxExpressionContainer(words(t.stringLiteral(text))));
        state.used = true;
      },
      StringLiteral(path, state) {
        if (!JOB.test(path.node.value) || !isRead(path) || inLinguiMessage(path)) return;
        const call = words(t.stringLiteral(path.node.value));
        path.replaceWith(path.parentPath.isJSXAttribute() ? t.jsxExpressionContainer(call) : call);
        path.skip();
        state.used = true;
      },
      TemplateLiteral(path, state) {
        if (path.parentPath.isTaggedTemplateExpression()) return;
        if (!path.node.quasis.some((q) => JOB.test(q.value.cooked ?? q.value.raw)) || !isRead(path)) return;
        if (inLinguiMessage(path)) return;
        // Not skipped: a literal among its values (`${n === 1 ? 'job' : 'jobs'}`) is read too.
        path.replaceWith(t.taggedTemplateExpression(t.identifier(TEMPLATE), path.node));
        state.used = true;
      },
    },
    post(file) {
      if (!this.used) return;
      file.path.unshiftContainer(
        'body',
        t.importDeclaration(
          [
            t.importSpecifier(t.identifier(WORDS), t.identifier('jobWords')),
            t.importSpecifier(t.identifier(TEMPLATE), t.identifier('jobWordsTemplate')),
          ],
          t.stringLiteral(MODULE),
        ),
      );
    },
  };
}

/** Whether a file of the app takes part: its screens and libraries, not tests, mocks or the words module itself. */
export function takesJobWords(id: string): boolean {
  const file = id.split('?')[0] ?? id;
  return (
    /\/src\/.+\.(tsx|ts)$/.test(file) &&
    !/\.(test|spec)\.(tsx|ts)$/.test(file) &&
    !/\/src\/(mocks|lib\/words|lib\/branding)\//.test(file) &&
    !file.endsWith('/src/routeTree.gen.ts')
  );
}

/** The code with its read literals wrapped, or null when it has none. */
export async function wrapJobWords(code: string, filename: string): Promise<{ code: string; map: unknown } | null> {
  if (!JOB.test(code)) return null;
  const result = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: ['jsx', 'typescript'] },
    plugins: [jobWordsPlugin],
  });
  if (!result?.code || !result.code.includes(WORDS)) return null;
  return { code: result.code, map: result.map };
}
