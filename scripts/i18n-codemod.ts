// The conversion of screens to the message catalogue (docs/localization.md), as a tool: it finds
// the texts a person reads, the same way the job words transform does (job-words-transform.ts,
// isRead), and writes them as Lingui macros in the source itself, leaving every other character
// of the file as it was:
// - a run of JSX text with the values and plain inline elements between it → `<Trans>…</Trans>`
//   (so a sentence stays one message, its values named: "Found {count} jobs");
// - a read string or template literal inside a function → t`…` (a JSX attribute → {t`…`}).
// A text outside any function (module level) would be translated once, in the language of the
// first page the process rendered: it is left as it is and listed, for a person to move into a
// function or make a `msg` descriptor. So is a file that already has its own `t` or `Trans`.
// `npx tsx scripts/i18n-codemod.ts <files or folders> [--dry]` then prettier and eslint.
import { readFileSync, statSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseSync, traverse, types as bt, type NodePath } from '@babel/core';
import { isRead } from './job-words-transform.ts';

type Edit = { start: number; end: number; text: string };
export type FileReport = { file: string; edits: number; moduleLevel: string[]; plurals: string[]; skipped?: string };

const LETTER = /\p{L}/u;
const LINGUI_ELEMENTS = new Set(['Trans', 'Plural', 'Select', 'SelectOrdinal']);
const LINGUI_CALLS = new Set(['t', 'msg', 'plural', 'select', 'selectOrdinal', 'defineMessage']);
/** Strings for the machine however they read: media queries, CSS, selectors, addresses, cookies, headers. */
const MACHINE_TEXT =
  /^\((min|max)-|calc\(|var\(--|^\[|\[data-|^https?:\/\/\S*$|^\S+=|; ?(path|max-age|domain|SameSite|Secure)\b|^Bearer /i;
const STYLE_ATTRIBUTES = new Set(['style', 'styles', 'classNames', 'className', 'vars']);

function elementName(node: bt.JSXElement): string | null {
  const name = node.openingElement.name;
  return bt.isJSXIdentifier(name) ? name.name : null;
}

/** A child that can sit inside a sentence: text, a plain value, or an inline element holding only text. */
function isSimpleChild(child: bt.Node): boolean {
  if (bt.isJSXText(child)) return true;
  if (bt.isJSXExpressionContainer(child)) {
    const e = child.expression;
    return (
      bt.isJSXEmptyExpression(e) ||
      bt.isIdentifier(e) ||
      (bt.isMemberExpression(e) && !e.computed && isPlainMember(e)) ||
      (bt.isStringLiteral(e) && !LETTER.test(e.value))
    );
  }
  if (bt.isJSXElement(child)) {
    const name = elementName(child);
    if (name && LINGUI_ELEMENTS.has(name)) return false;
    // Attributes with values computed from the sentence's data keep it a component, which Trans keeps.
    return child.children.every((c) => bt.isJSXText(c) || (bt.isJSXExpressionContainer(c) && isSimpleChild(c)));
  }
  return false;
}

function isPlainMember(e: bt.MemberExpression): boolean {
  if (e.computed) return false;
  return bt.isIdentifier(e.object) || (bt.isMemberExpression(e.object) && isPlainMember(e.object));
}

function insideLingui(path: NodePath): boolean {
  return !!path.findParent((p) => {
    if (p.isJSXElement()) return LINGUI_ELEMENTS.has(elementName(p.node) ?? '');
    if (p.isCallExpression()) return bt.isIdentifier(p.node.callee) && LINGUI_CALLS.has(p.node.callee.name);
    if (p.isTaggedTemplateExpression()) return bt.isIdentifier(p.node.tag) && LINGUI_CALLS.has(p.node.tag.name);
    return false;
  });
}

function escapeTemplate(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
}

function importLine(names: string[], from: string): string {
  return `import { ${names.join(', ')} } from '${from}';\n`;
}

/** Where the imports go: after the file's leading comment block. */
function importOffset(code: string): number {
  let offset = 0;
  const lines = code.split('\n');
  for (const line of lines) {
    if (!line.startsWith('//')) break;
    offset += line.length + 1;
  }
  return offset;
}

export function convert(code: string, file: string): { code: string; report: FileReport } {
  const report: FileReport = { file, edits: 0, moduleLevel: [], plurals: [] };
  const ast = parseSync(code, {
    filename: file,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['jsx', 'typescript'] },
  });
  if (!ast) return { code, report };
  const edits: Edit[] = [];
  const covered: [number, number][] = [];
  const isCovered = (start: number, end: number) => covered.some(([s, e]) => start >= s && end <= e);
  let usesT = false;
  let usesTrans = false;
  let ownNames = false;

  traverse(ast, {
    Program(path) {
      const has = (name: string) => {
        const binding = path.scope.getBinding(name);
        return (
          binding &&
          !(
            binding.path.parentPath?.isImportDeclaration() &&
            /@lingui\//.test(String((binding.path.parentPath.node as bt.ImportDeclaration).source.value))
          )
        );
      };
      if (has('t') || has('Trans')) ownNames = true;
      // A nested scope's own `t` (a parameter) shadows the macro too.
      path.traverse({
        Scope(inner) {
          if (inner.scope.hasOwnBinding('t') || inner.scope.hasOwnBinding('Trans')) {
            const b = inner.scope.getOwnBinding('t') ?? inner.scope.getOwnBinding('Trans');
            if (b && !b.path.parentPath?.isImportDeclaration()) ownNames = true;
          }
        },
      });
    },
    'JSXElement|JSXFragment'(untyped: NodePath) {
      const path = untyped as NodePath<bt.JSXElement | bt.JSXFragment>;
      if (ownNames) return;
      const node = path.node;
      if (bt.isJSXElement(node) && LINGUI_ELEMENTS.has(elementName(node) ?? '')) return path.skip();
      if (insideLingui(path)) return;
      // Drawings: their text is a logo's letters, not a sentence.
      if (bt.isJSXElement(node) && elementName(node) === 'svg') return path.skip();
      if (node.start == null || isCovered(node.start, node.end ?? node.start)) return;
      const children = node.children;
      let i = 0;
      while (i < children.length) {
        if (!isSimpleChild(children[i] as bt.Node)) {
          i++;
          continue;
        }
        let j = i;
        while (j < children.length && isSimpleChild(children[j] as bt.Node)) j++;
        const run = children.slice(i, j);
        i = j;
        // The run's own text, not only an element's inside it: `<Button>Clear</Button>` alone is
        // translated inside the button, never wrapped whole (a menu's target must stay its element).
        if (!run.some((c) => bt.isJSXText(c) && LETTER.test(c.value))) continue;
        // Trim the run to its first and last meaningful child.
        const meaningful = (c: bt.Node) =>
          !(bt.isJSXText(c) && !c.value.trim()) &&
          !(bt.isJSXExpressionContainer(c) && bt.isJSXEmptyExpression(c.expression));
        let a = 0;
        let b = run.length - 1;
        while (a <= b && !meaningful(run[a] as bt.Node)) a++;
        while (b >= a && !meaningful(run[b] as bt.Node)) b--;
        if (a > b) continue;
        const first = run[a] as bt.Node;
        const last = run[b] as bt.Node;
        let start = first.start ?? 0;
        let end = last.end ?? 0;
        if (bt.isJSXText(first)) start += first.value.length - first.value.trimStart().length;
        if (bt.isJSXText(last)) end -= last.value.length - last.value.trimEnd().length;
        // A lone value ({name}) or a lone element is no text of ours.
        const inner = code.slice(start, end);
        edits.push({ start, end, text: `<Trans>${inner}</Trans>` });
        covered.push([start, end]);
        usesTrans = true;
      }
    },
    'StringLiteral|TemplateLiteral'(untyped: NodePath) {
      const path = untyped as NodePath<bt.StringLiteral | bt.TemplateLiteral>;
      if (ownNames) return;
      const node = path.node;
      if (node.start == null || node.end == null || isCovered(node.start, node.end)) return;
      if (path.parentPath?.isTaggedTemplateExpression()) return;
      const text = bt.isStringLiteral(node) ? node.value : node.quasis.map((q) => q.value.cooked ?? '').join('');
      if (!LETTER.test(text)) return;
      if (
        path.findParent(
          (p) =>
            p.isTSType() ||
            p.isImportDeclaration() ||
            (p.isExportDeclaration() && !p.isExportNamedDeclaration() && !p.isExportDefaultDeclaration()),
        )
      )
        return;
      if (!isRead(path) || insideLingui(path)) return;
      // Styles are for the machine whatever they say ('1 1 280px').
      if (
        path.findParent(
          (p) => p.isJSXAttribute() && bt.isJSXIdentifier(p.node.name) && STYLE_ATTRIBUTES.has(p.node.name.name),
        )
      )
        return;
      if (!/\p{L}{2,}/u.test(text) || MACHINE_TEXT.test(text)) return;
      if (bt.isTemplateLiteral(node) && node.expressions.some((e) => bt.isConditionalExpression(e)))
        report.plurals.push(`${node.loc?.start.line}: ${code.slice(node.start, node.end).slice(0, 80)}`);
      // A token, not words: no space and no capital first ('primary', 'sm'), unless a text attribute says so.
      const inAttribute = path.parentPath?.isJSXAttribute() || path.parentPath?.parentPath?.isJSXAttribute();
      if (!inAttribute && !/\s/.test(text) && !/^\p{Lu}/u.test(text)) return;
      if (!path.getFunctionParent()) {
        report.moduleLevel.push(`${path.node.loc?.start.line}: ${text.slice(0, 60)}`);
        return;
      }
      const source = code.slice(node.start, node.end);
      const macro = bt.isStringLiteral(node) ? `t\`${escapeTemplate(node.value)}\`` : `t${source}`;
      const replacement = path.parentPath?.isJSXAttribute() ? `{${macro}}` : macro;
      edits.push({ start: node.start, end: node.end, text: replacement });
      covered.push([node.start, node.end]);
      usesT = true;
    },
  });

  if (ownNames) return { code, report: { ...report, skipped: 'the file has its own t or Trans' } };
  if (!edits.length) return { code, report };
  // Outermost edits win; an inner one inside an outer one is dropped.
  edits.sort((x, y) => x.start - y.start || y.end - x.end);
  const kept: Edit[] = [];
  for (const e of edits) {
    const last = kept[kept.length - 1];
    if (last && e.start < last.end) continue;
    kept.push(e);
  }
  let out = code;
  for (const e of [...kept].reverse()) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  const hasImport = (name: string, from: string) =>
    new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '${from.replace('/', '\\/')}'`).test(code);
  let imports = '';
  if (usesT && kept.some((e) => e.text.includes('t`')) && !hasImport('t', '@lingui/core/macro'))
    imports += importLine(['t'], '@lingui/core/macro');
  if (usesTrans && kept.some((e) => e.text.startsWith('<Trans>')) && !hasImport('Trans', '@lingui/react/macro'))
    imports += importLine(['Trans'], '@lingui/react/macro');
  const at = importOffset(out);
  out = out.slice(0, at) + imports + out.slice(at);
  report.edits = kept.length;
  return { code: out, report };
}

function filesOf(target: string): string[] {
  if (statSync(target).isDirectory())
    return readdirSync(target).flatMap((name) => (name === 'locales' ? [] : filesOf(join(target, name))));
  return /\.tsx?$/.test(target) &&
    !/\.test\.tsx?$/.test(target) &&
    !/test-utils|\/test\/|\/mocks\/|-mock\.ts$/.test(target)
    ? [target]
    : [];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dry = process.argv.includes('--dry');
  const targets = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  let total = 0;
  for (const file of targets.flatMap(filesOf)) {
    const code = readFileSync(file, 'utf8');
    const { code: out, report } = convert(code, file);
    total += report.edits;
    if (report.skipped) console.log(`SKIPPED ${file}: ${report.skipped}`);
    if (report.plurals.length) console.log(`PLURAL ${file}\n  ${report.plurals.join('\n  ')}`);
    if (report.moduleLevel.length) console.log(`MODULE-LEVEL ${file}\n  ${report.moduleLevel.join('\n  ')}`);
    if (!dry && out !== code) writeFileSync(file, out);
  }
  console.log(`${total} texts converted`);
}
