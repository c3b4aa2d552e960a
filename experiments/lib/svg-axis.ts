// Small shared pieces of the hand-written report figures: XML escaping, "nice" axis ticks, and
// number-to-pixel scales.
// Design choice: ticks are 1, 2 or 5 × 10^k apart and always include the axis ends, so a reader
// can read a bar's height off the grid without a tooltip.

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A step of 1, 2 or 5 × 10^k giving at most `maxTicks` intervals over `span` (> 0). */
export function niceStep(span: number, maxTicks = 6): number {
  const raw = span / maxTicks;
  const power = Math.pow(10, Math.floor(Math.log10(raw)));
  for (const m of [1, 2, 5, 10]) {
    if (m * power >= raw) return m * power;
  }
  return 10 * power;
}

/** Ticks from lo to hi (both widened to a multiple of the step); `integer` keeps the step ≥ 1 (counts). */
export function niceTicks(lo: number, hi: number, maxTicks = 6, integer = false): { lo: number; hi: number; ticks: number[] } {
  if (!(hi > lo)) hi = lo + 1;
  const step = integer ? Math.max(1, niceStep(hi - lo, maxTicks)) : niceStep(hi - lo, maxTicks);
  const start = Math.floor(lo / step) * step;
  const end = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let k = 0; start + k * step <= end + step / 1e6; k++) ticks.push(Number((start + k * step).toPrecision(12)));
  return { lo: start, hi: end, ticks };
}

/** Linear map of [d0, d1] onto [p0, p1]. */
export function scale(d0: number, d1: number, p0: number, p1: number): (x: number) => number {
  return (x) => p0 + (x - d0) / (d1 - d0) * (p1 - p0);
}

/** Coordinates to one decimal: keeps the files small and diff-friendly. */
export function px(x: number): string {
  return String(Math.round(x * 10) / 10);
}
