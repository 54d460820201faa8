import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { lingui } from './scripts/vite-lingui.ts';
import LongestFirstSequencer from './server/test/longest-first-sequencer.ts';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  // The screens' texts go through Lingui's macros (docs/localization.md), in tests as in the build.
  plugins: [lingui()],
  resolve: {
    alias: {
      '@generated': dir('./generated'),
      '@fixtures': dir('./fixtures'),
      '@shared': dir('./shared'),
      '@': dir('./src'),
    },
  },
  test: {
    // The API files that run longest start first (server/test/longest-first-sequencer.ts).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Compiling every example's schema with Ajv is CPU-bound work of about a second; on a
          // two-core machine that also builds and runs the web tests it has taken over 5 s.
          testTimeout: 30_000,
          include: [
            'codegen/**/*.test.ts',
            'fixtures/**/*.test.ts',
            'shared/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
            // The resume parser is a library without a database: run once, not once per engine.
            'server/resumes/parser/**/*.test.ts',
          ],
        },
      },
      {
        // API tests: the real server over real HTTP on a fresh database of DB_ENGINE (pglite or postgres).
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          exclude: ['server/resumes/parser/**'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
          pool: 'forks',
          globalSetup: ['./server/test/global-setup.ts'],
          // One process runs every file in turn (the gate gives each engine one worker), so the
          // server's modules load once and its compiled validators and serialisers are reused:
          // that was a third of the suite's time. Each file still starts its own server on its
          // own fresh database.
          isolate: false,
        },
      },
      {
        // `npm run test:cluster`: three processes of the production build behind HAProxy
        // (cluster/, docs/scale-out.md); never part of `vitest run` without --project cluster.
        extends: true,
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['cluster/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          pool: 'forks',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          // Screens render through Mantine in jsdom: slow on a busy two-core machine, never hung.
          testTimeout: 20_000,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          // One jsdom and one module registry per worker, not per file: setting up jsdom and
          // loading Mantine again for each of 86 files was two thirds of the web tests' time.
          // Files leave nothing behind (cleanup after each test, handlers reset, providers taken
          // out, one shared toast spy); four runs in shuffled file order passed
          // (`--sequence.shuffle.files --sequence.seed=N`), the way to check a new file.
          isolate: false,
        },
      },
    ],
  },
});
