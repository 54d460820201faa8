// The type-aware promise rules, a lint of their own (`npm run lint:promises`; docs/architecture.md
// "Promises are handled"): a promise nobody awaits loses its rejection, and an async function
// given where a callback's result is ignored (an event handler, a Node or Fastify callback) does
// the same. Both rules need the whole TypeScript program, about 150 cpu-s and 3.6 GB in one
// thread, so they stay out of eslint.config.js (`npm run lint`, the editor) and the gate runs them
// as a step beside the API tests (scripts/check.ts).
import tseslint from 'typescript-eslint';
import main from './eslint.config.js';

// The main config's plugins, with none of their rules on: a disable comment in the code names
// them, and ESLint reports a rule it cannot find. Its global ignores too (generated code).
const plugins = Object.assign({}, ...main.map((c) => c.plugins ?? {}));
const ignores = main.filter((c) => c.ignores && Object.keys(c).length === 1);

export default tseslint.config(...ignores, {
  files: ['**/*.{ts,tsx}'],
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
  },
  plugins,
  // Those comments are for the main config's rules, unused here.
  linterOptions: { reportUnusedDisableDirectives: 'off' },
  rules: {
    '@typescript-eslint/no-floating-promises': 'error',
    '@typescript-eslint/no-misused-promises': 'error',
  },
});
