// Vitest configuration for Kerf: tests live in test/ (mirroring src/) and only *.test.ts files
// run. The timeout is generous because the machine is shared and the perft/differential tests do
// real work; each file still aims to finish in seconds.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});
