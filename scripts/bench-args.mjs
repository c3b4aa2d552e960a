// Shared by the bench scripts (bench-compare.mjs, bench-warm.mjs): their positive-integer flags
// and the median they report. Kept apart so both read their command lines and summarise their
// runs the same way.

/**
 * Split a command line into the named positive-integer flags (`--name N`, defaults given) and the
 * other arguments, in order. On a bad value prints `<tool>: --name needs a positive integer` and
 * exits with status 2.
 */
export function parseBenchArgs(tool, args, defaults) {
  const flags = { ...defaults };
  const rest = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const name = a.startsWith('--') ? a.slice(2) : null;
    if (name !== null && Object.hasOwn(defaults, name)) {
      const v = Number(args[++i]);
      if (!Number.isInteger(v) || v < 1) {
        console.error(`${tool}: ${a} needs a positive integer, got '${args[i] ?? ''}'`);
        process.exit(2);
      }
      flags[name] = v;
    } else rest.push(a);
  }
  return { flags, rest };
}

/** The median of a non-empty list of numbers (the mean of the middle two for an even count). */
export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const h = s.length >> 1;
  return s.length % 2 === 1 ? s[h] : (s[h - 1] + s[h]) / 2;
}
