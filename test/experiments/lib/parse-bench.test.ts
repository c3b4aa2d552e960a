// kerf bench's last line, `<N> nodes <M> nps`: read only when the output ends with it.
import { describe, expect, it } from 'vitest';
import { parseBenchTotal } from '../../../experiments/lib/parse-bench.js';

describe('parseBenchTotal', () => {
  it('reads the OpenBench line at the end, not the lines above it', () => {
    const lines = [
      'position  1      81234 nodes  bestmove e2e4  score 31',
      'Total time (ms) : 2400',
      'Nodes searched  : 999',
      'Nodes/second    : 416',
      '2211274 nodes 921364 nps',
      '',
    ];
    expect(parseBenchTotal(lines)).toEqual({ nodes: 2211274, nps: 921364 });
  });

  it('gives null for a run cut short or a failed one', () => {
    expect(parseBenchTotal(['position  1      81234 nodes  bestmove e2e4  score 31'])).toBeNull();
    expect(parseBenchTotal(['2211274 nodes 921364 nps', 'position  2      100 nodes  bestmove e2e4  score 0'])).toBeNull();
    expect(parseBenchTotal([])).toBeNull();
  });
});
