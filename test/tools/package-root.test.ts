import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataPath, displayPath, packageRoot } from '../../src/tools/package-root.js';

describe('packageRoot / dataPath', () => {
  it('finds the checkout from the code, so the default data files exist wherever the tool starts', () => {
    const root = packageRoot();
    expect(root).not.toBeNull();
    expect(existsSync(join(root!, 'package.json'))).toBe(true);
    expect(existsSync(dataPath('tcec_positions.epd'))).toBe(true);
    expect(existsSync(dataPath('endgames_sample.epd'))).toBe(true);
  });

  it('shows paths inside the package relative to it, and others unchanged', () => {
    expect(displayPath(dataPath('tcec_positions.epd'))).toBe('data/tcec_positions.epd');
    expect(displayPath('data/x.epd')).toBe('data/x.epd');
    expect(displayPath('/elsewhere/x.epd')).toBe('/elsewhere/x.epd');
  });
});
