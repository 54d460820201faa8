// The English messages the server's answers carry (docs/localization.md, "The server's
// messages"): every text its code gives an answer's `message` or a field's message, found in the
// sources by their syntax, as a translator's catalogue needs them. The messages are plain English
// at some four hundred places; rather than wrap each, the answer is translated where it leaves
// (server/http/answer-language.ts), and this finds what that may meet:
// - the message argument of the failures (server/errors/errors.ts: badRequest, fieldError, forbidden
//   …, `new AppError`) and of `ok(data, message)`;
// - a property or parameter named `message` given a text, and the parameters' default texts;
// - a constant (`const NO_JOB = '…'`, `OTP_MESSAGES.expired`) used in one of those places.
// A template literal becomes a pattern with numbered placeholders (`Only {0} seats are left`),
// which the runtime matches and the translation may reorder.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { messagesFile } from './answer-catalogues.ts';

/** The calls whose argument at the index is a message. */
const MESSAGE_ARGUMENT: Record<string, number> = {
  badRequest: 0,
  fieldError: 1,
  unauthenticated: 0,
  forbidden: 0,
  notFound: 0,
  invalidClient: 0,
  alreadyExists: 0,
  notVerified: 0,
  limitOver: 1,
  tookTooLong: 0,
  ok: 1,
  AppError: 2,
};

export type ServerMessage = { message: string; origin: string };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Not the server's answers: test support, the isolation probes' data, the payment gateways' fakes.
    if (statSync(path).isDirectory())
      return ['test', 'locales', 'probes', 'fakes'].includes(name) ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.includes('.test.') ? [path] : [];
  });
}

/** A literal's text, or a template literal's pattern with its expressions numbered. */
function textOf(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span, i) => `{${i}}${span.literal.text}`).join('');
  return null;
}

/**
 * Whether a text reads as a sentence to translate: two words at least besides its placeholders.
 * `${field} ${message}` and `body ${x}` are compositions of other messages, and as patterns they
 * would match (and mistranslate) any answer.
 */
function isSentence(text: string): boolean {
  return (text.replace(/\{\d+\}/g, ' ').match(/[a-z]{2,}/gi) ?? []).length >= 2;
}

const calleeName = (e: ts.Expression): string | null =>
  ts.isIdentifier(e) ? e.text : ts.isPropertyAccessExpression(e) ? e.name.text : null;

/** Every message of the server's sources. */
export function serverMessages(root = '.'): ServerMessage[] {
  const files = sourceFiles(join(root, 'server')).map((file) =>
    ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true),
  );
  // Constants by name (`NAME` and `NAME.key`), whichever file declares them: names are unique enough.
  const constants = new Map<string, string>();
  // Tables of messages by case (`USED_UP[key](limit)`): each entry's text, or its arrow's.
  const tables = new Map<string, ts.ObjectLiteralExpression>();
  for (const sf of files)
    sf.forEachChild(function walk(node): void {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
        const init = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer;
        const text = textOf(init);
        if (text !== null) constants.set(node.name.text, text);
        else if (ts.isObjectLiteralExpression(init)) {
          tables.set(node.name.text, init);
          for (const p of init.properties)
            if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name))) {
              const value = textOf(p.initializer);
              if (value !== null) constants.set(`${node.name.text}.${p.name.text}`, value);
            }
        }
      }
      node.forEachChild(walk);
    });
  const resolve = (node: ts.Node): string[] => {
    const text = textOf(node);
    if (text !== null) return [text];
    if (ts.isIdentifier(node)) return constants.has(node.text) ? [constants.get(node.text) ?? ''] : [];
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
      const value = constants.get(`${node.expression.text}.${node.name.text}`);
      return value === undefined ? [] : [value];
    }
    if (ts.isConditionalExpression(node)) return [...resolve(node.whenTrue), ...resolve(node.whenFalse)];
    if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
      return [...resolve(node.left), ...resolve(node.right)];
    if (ts.isParenthesizedExpression(node)) return resolve(node.expression);
    if (ts.isCallExpression(node) && ts.isElementAccessExpression(node.expression)) {
      const table = ts.isIdentifier(node.expression.expression)
        ? tables.get(node.expression.expression.text)
        : undefined;
      return (table?.properties ?? []).flatMap((p) =>
        ts.isPropertyAssignment(p) && ts.isArrowFunction(p.initializer) && !ts.isBlock(p.initializer.body)
          ? resolve(p.initializer.body)
          : [],
      );
    }
    return [];
  };

  const found = new Map<string, ServerMessage>();
  const add = (texts: string[], sf: ts.SourceFile) => {
    for (const message of texts)
      if (isSentence(message) && !found.has(message))
        found.set(message, { message, origin: relative(root, sf.fileName) });
  };
  for (const sf of files)
    sf.forEachChild(function walk(node): void {
      if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
        const name = calleeName(node.expression);
        const index = name === null ? undefined : MESSAGE_ARGUMENT[name];
        const arg = index === undefined ? undefined : node.arguments?.[index];
        if (arg) add(resolve(arg), sf);
      } else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'message') {
        // A mail's descriptor (`{ id, message }`) is the mail catalogues' (server/i18n/), not an answer's.
        const siblings = ts.isObjectLiteralExpression(node.parent) ? node.parent.properties : [];
        if (!siblings.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'id'))
          add(resolve(node.initializer), sf);
      } else if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.name.text === 'message' && node.initializer)
        add(resolve(node.initializer), sf);
      node.forEachChild(walk);
    });
  return [...found.values()].sort((a, b) => a.message.localeCompare(b.message));
}

const quote = (s: string) => JSON.stringify(s);

/** The PO text of the messages with their translations (msgid: the English; empty when none yet). */
export function messagesPo(locale: string, messages: ServerMessage[], translations: Map<string, string>): string {
  const header = `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"Language: ${locale}\\n"\n`;
  const entries = messages.map(
    (m) => `#: ${m.origin}\nmsgid ${quote(m.message)}\nmsgstr ${quote(translations.get(m.message) ?? '')}\n`,
  );
  return [header, ...entries].join('\n');
}

// `npx tsx scripts/server-messages.ts` (npm run i18n:extract runs it): the catalogue brought up to
// the code, its translations kept, messages gone from the code dropped.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { catalogueEntries } = await import('./lingui-catalogue.ts');
  const messages = serverMessages();
  for (const locale of ['es']) {
    const file = messagesFile('.', locale);
    const old = existsSync(file) ? await catalogueEntries(readFileSync(file, 'utf8'), file) : new Map();
    const kept = new Map([...old.values()].map((e) => [e.message, e.translation] as const));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, messagesPo(locale, messages, kept));
    const missing = messages.filter((m) => !kept.get(m.message)).length;
    console.log(`${file}: ${messages.length} messages, ${missing} to translate`);
  }
}
