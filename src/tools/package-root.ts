// Where this checkout or installed package lives, and the data files its tools read by default.
// The root is the nearest ancestor of this module holding both bin/kerf and package.json, when
// this module is the package's own code there (src/, dist/, or an experiment bundle in
// out/experiments/): the checkout when run from sources or dist/kerf.js, node_modules/kerf (or the
// global prefix's copy) once installed. A single-file executable is not: a frozen engine in
// out/frozen/ or a `make` build at the root is its own program, whatever checkout it sits in.
// Design choice: defaults are found from the code, never from the working directory, so
// `kerf calibrate` finds data/tcec_positions.epd wherever it is started; only a single-file
// executable falls back to `data/<name>` relative to the working directory (its error then names
// that relative path).

import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root above this module, or null inside a single-file build. */
export function packageRoot(): string | null {
  const self = fileURLToPath(import.meta.url);
  let dir = dirname(self);
  for (let i = 0; i < 6; i++) {
    if (existsSync(join(dir, 'bin', 'kerf')) && existsSync(join(dir, 'package.json'))) {
      const inside = relative(dir, self).split(sep);
      const own = inside[0] === 'src' || inside[0] === 'dist' || (inside[0] === 'out' && inside[1] === 'experiments');
      return own ? dir : null;
    }
    dir = dirname(dir);
  }
  return null;
}

/** Path of `data/<name>` in the package (data/SOURCES.txt says where each file comes from). */
export function dataPath(name: string): string {
  const root = packageRoot();
  return root === null ? join('data', name) : join(root, 'data', name);
}

/**
 * A path as reports and recorded command lines should show it: relative to the package root when
 * it lies inside (so `data/tcec_positions.epd`, not the machine's checkout folder), else as given.
 */
export function displayPath(path: string): string {
  const root = packageRoot();
  if (root === null || !isAbsolute(path)) return path;
  const rel = relative(root, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) ? rel.split(sep).join('/') : path;
}
