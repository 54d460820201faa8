// Lingui's macros (t, msg, plural, <Trans>) turned into calls of its runtime, with each English
// message compiled at build time and kept beside its id. English is the source language and has
// no catalogue to load: the message a screen shows in English travels with the screen's own code
// (so each route's chunk carries only its own texts, and the first page's JavaScript pays for no
// catalogue). Another language's catalogue, compiled from its PO files (scripts/vite-lingui.ts),
// is looked up by the same id first. The runtime needs no message compiler (a parser) in the
// browser: Lingui interpolates a compiled message as it is.
import { transformAsync, types as t, type PluginObj } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { catalogueOfPath } from '../shared/i18n/catalogue-name.ts';

const MACRO_IMPORT = /from\s+['"]@lingui\/(core|react)\/macro['"]/;

/**
 * Replaces the `message` of each descriptor the macro wrote (`/*i18n*\/ { id, message }`) by its
 * compiled form, and qualifies its `id` by the file's catalogue (shared/i18n/catalogue-name.ts), so
 * the same English in two features may be translated to fit each (an "Applied" tab and an
 * "Applied" status).
 */
function compiledMessages(catalogue: string): PluginObj {
  return {
    name: 'lingui-compiled-messages',
    visitor: {
      ObjectExpression(path) {
        // Only the macro's own descriptors, which it marks with an `i18n` comment; any other object
        // with an `id` (an option, a section) is the screen's data and stays as written.
        if (!path.node.leadingComments?.some((c) => c.value.includes('i18n'))) return;
        const props = path.node.properties;
        for (const p of props) {
          if (!t.isObjectProperty(p) || !t.isStringLiteral(p.value)) continue;
          if (t.isIdentifier(p.key, { name: 'message' })) p.value = t.valueToNode(compileMessage(p.value.value));
          else if (t.isIdentifier(p.key, { name: 'id' })) p.value = t.stringLiteral(`${catalogue}:${p.value.value}`);
        }
      },
    },
  };
}

export function takesLingui(code: string): boolean {
  return MACRO_IMPORT.test(code);
}

/** The code with its macros expanded, or null when it uses none. */
export async function expandLingui(code: string, filename: string): Promise<{ code: string; map: unknown } | null> {
  if (!takesLingui(code)) return null;
  const result = await transformAsync(code, {
    filename,
    babelrc: false,
    configFile: false,
    sourceMaps: true,
    parserOpts: { plugins: ['jsx', 'typescript'] },
    plugins: [[linguiMacro, { stripMessageField: false }], () => compiledMessages(catalogueOfPath(filename))],
  });
  return result?.code ? { code: result.code, map: result.map } : null;
}
