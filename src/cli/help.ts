// What `kerf --help` and `kerf <command> --help` print: each command's synopsis, the forms users
// and scripts rely on (README, "The command line"). A command whose own help is longer
// (datagen) prints that instead.

export const COMMAND_SYNOPSIS: Record<string, string> = {
  perft: 'kerf perft <depth> [--fen F] [--divide]  |  kerf perft --suite <epd> [--max-depth D]',
  go: 'kerf go <go-args> [--fen F] [--moves "m1 m2 …"] [--option "Name=value"]…   e.g. kerf go depth 14 --fen "…"',
  bench: 'kerf bench [depth] [--option "Name=value"]…   (last line: <N> nodes <M> nps)',
  match: 'kerf match --engine "<cmd>" --engine "<cmd>" (--tc 10+0.1 | --nodes N | --depth D | --movetime MS) [--games N] '
    + '[--book FILE] [--book-order random|sequential] [--seed S] [--concurrency K] [--pgn FILE] [--resume [--summary]] [--sprt "elo0=0 elo1=5"] '
    + '[--draw "…"] [--resign "…"] [--maxmoves N] [--grace MS] [--move-timeout MS] [--event NAME] [--option Name=value]…',
  epd: 'kerf epd <file>… (--movetime MS | --depth D | --nodes N) [--option "Name=value"]… [--engine "<cmd>"] [--limit K] [--timeout MS]',
  depthtest: 'kerf depthtest <file> (--movetime MS | --nodes N) --a "<options>" --b "<options>" [--limit K] [--engine "<cmd>"] '
    + '[--option "Name=value"]… [--timeout MS]',
  falsecut: 'kerf falsecut <file> --depth D [--sample N] [--limit K] [--seed S] [--option "Name=value"]…   '
    + '(Step 8 cuts checked against the unpruned search; last line: false cuts F/S (R %))',
  calibrate: 'kerf calibrate [--positions FILE[:W]]… [--count N] [--seed S] [--depth D] [--out FILE] [--csv FILE] [--svg FILE] '
    + '[--threads N] [--hash MiB] [--t T] [--pairs "2,6 3,7 …"] [--evaluator NAME] [--interior K [--interior-heights LO-HI]] '
    + '[--option Name=value]…',
  eval: 'kerf eval [--fen "<FEN>"]',
  tune: 'kerf tune [--data FILE.epd|FILE.bin] [--limit N] [--blend W] [--epochs N] [--rate R] [--lambda L] [--holdout K] [--dev] '
    + '[--no-qsearch] [--write src/eval/weights.ts] [--report-every N]',
  datagen: 'kerf datagen [--out FILE] [--games N | --positions N] [--nodes N] … | --dump FILE | --from-pgn FILE… --out FILE   (kerf datagen --help)',
};

/** Is this argument list a request for a command's help (`--help` or `-h` anywhere)? */
export function asksForHelp(args: readonly string[]): boolean {
  return args.includes('--help') || args.includes('-h');
}
