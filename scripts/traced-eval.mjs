// The traced instance of the full evaluator, made by the bundler and the test runner from the one
// source. The hot-path evaluation files hold `const enum Build { TRACE = 0 }`; a bundled `if (0)`
// vanishes, so the engine's own evaluation carries no trace code. Code that wants the per-term
// trace (`kerf eval`, the tuner, tests) imports `#eval-traced/<file>.js` instead of
// `./<file>.js`: tsconfig.json maps that alias onto src/eval/ (so the type-check sees the real
// sources), and the two plugins below load those files a second time with `TRACE = 1`.
// Design choice: only the TRACED files get a second instance. Their own imports of each other stay
// inside the traced instance; every other import (weights, trace counters, eval state, board) is
// the one module the engine uses, so both instances read the same weights and fill the same trace.
//   esbuildTracedEval: scripts/build.mjs;  viteTracedEval: vitest.config.ts.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The evaluation files that test Build.TRACE; a traced import may name only these. */
export const TRACED_FILES = ['full', 'pawns', 'pieces', 'king-safety', 'passed', 'endgame'];

const EVAL_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'eval');
const FLAG = 'const enum Build { TRACE = 0 }';
const ALIAS = /^#eval-traced\/([\w-]+)\.js$/;
const SIBLING = /^\.\/([\w-]+)\.js$/;
const QUERY = '?traced';

/** The file a specifier names in the traced instance, or undefined if it is not a traced one. */
function tracedFile(specifier, fromTraced) {
  const alias = ALIAS.exec(specifier);
  if (alias) {
    if (!TRACED_FILES.includes(alias[1])) throw new Error(`${specifier}: not a traced evaluation file (${TRACED_FILES.join(', ')})`);
    return join(EVAL_DIR, `${alias[1]}.ts`);
  }
  const sibling = fromTraced ? SIBLING.exec(specifier) : null;
  return sibling && TRACED_FILES.includes(sibling[1]) ? join(EVAL_DIR, `${sibling[1]}.ts`) : undefined;
}

/** The source of an evaluation file with the trace switched on. */
export function tracedSource(file) {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(FLAG)) throw new Error(`${file} has no '${FLAG}' line`);
  return source.replace(FLAG, 'const enum Build { TRACE = 1 }');
}

/** esbuild: the traced instance lives in its own namespace, so it is a second copy of each file. */
export const esbuildTracedEval = {
  name: 'traced-eval',
  setup(build) {
    build.onResolve({ filter: ALIAS }, (args) => ({ path: tracedFile(args.path, false), namespace: 'eval-traced' }));
    build.onResolve({ filter: SIBLING, namespace: 'eval-traced' }, (args) => {
      const path = tracedFile(args.path, true);
      return path === undefined ? undefined : { path, namespace: 'eval-traced' };
    });
    // resolveDir lets esbuild resolve every other import as if from src/eval/ itself.
    build.onLoad({ filter: /.*/, namespace: 'eval-traced' }, (args) => ({
      contents: tracedSource(args.path), loader: 'ts', resolveDir: EVAL_DIR,
    }));
  },
};

/** Vite (vitest): the traced instance is each file's id with a `?traced` query. */
export const viteTracedEval = {
  name: 'traced-eval',
  enforce: 'pre',
  resolveId(source, importer) {
    const path = tracedFile(source, importer !== undefined && importer.endsWith(QUERY));
    return path === undefined ? null : path + QUERY;
  },
  load(id) {
    return id.endsWith(QUERY) ? tracedSource(id.slice(0, -QUERY.length)) : null;
  },
};
