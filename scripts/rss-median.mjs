// The median that scripts/rss-watch.mjs and scripts/rss-windows.mjs both print for a run of RSS
// samples, kept in one place so the two tools' figures agree: the upper middle value of an even
// count (a sample that was actually read, never an average of two).

/** The upper median of `values` (numbers), or null for none. */
export function upperMedian(values) {
  if (values.length === 0) return null;
  return [...values].sort((a, b) => a - b)[values.length >> 1];
}
