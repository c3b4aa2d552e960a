// UCI front end (work in progress: replaced by the worker-based implementation).
export async function runUci(): Promise<number> {
  process.stdout.write('info string error UCI mode is not built yet\n');
  return 2;
}
