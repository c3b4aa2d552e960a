// Vitest configuration for Kerf: tests live in test/ (mirroring src/) and only *.test.ts files
// run. The timeout is generous because the machine is shared and the perft/differential tests do
// real work; each file still aims to finish in seconds. The plugin builds the traced evaluator
// (`#eval-traced/*`, see scripts/traced-eval.mjs) as the bundle does.
import { defineConfig } from 'vitest/config';
import { viteTracedEval } from './scripts/traced-eval.mjs';

export default defineConfig({
  plugins: [viteTracedEval],
  test: {
    include: ['test/**/*.test.ts'],
    // A macrotask turn after every test (see the file): keeps long synchronous search tests from
    // starving vitest's worker-to-main messages on a loaded machine.
    setupFiles: ['test/helpers/yield-between-tests.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});
