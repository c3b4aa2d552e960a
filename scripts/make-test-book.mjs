// Helper of scripts/make-test-book.sh (see there). Two steps that need a chess library:
//   node scripts/make-test-book.mjs openings OUT.epd     the opening positions, one FEN a line
//   node scripts/make-test-book.mjs rewrite IN.pgn OUT.pgn
// `rewrite` turns the match's games, which start from the openings' FENs, into games from the
// standard start position: Debian's polyglot ignores the FEN tag, so each game gets its opening's
// moves in front. Comments are dropped to keep the fixture small. chess.js is the referee here.

import { readFileSync, writeFileSync } from 'node:fs';
import { Chess } from 'chess.js';

// Two plies each. Several share a first move, so the book's first positions have more than one
// entry with different weights (what the book's weighted choice is tested on).
const OPENINGS = [
  'e4 e5', 'e4 c5', 'e4 e6', 'e4 c6', 'e4 d5', 'e4 Nf6',
  'd4 d5', 'd4 Nf6', 'd4 e6', 'd4 f5',
  'c4 e5', 'c4 c5', 'c4 Nf6',
  'Nf3 d5', 'Nf3 Nf6',
  'g3 d5', 'b3 e5', 'f4 d5', 'e3 e5', 'Nc3 d5',
];

/** FEN without the move counters: how an opening is recognised in a game's FEN tag. */
function identity(fen) {
  return fen.split(' ').slice(0, 4).join(' ');
}

function openingFens() {
  const byFen = new Map();
  for (const line of OPENINGS) {
    const game = new Chess();
    for (const san of line.split(' ')) game.move(san);
    byFen.set(identity(game.fen()), { fen: game.fen(), moves: line.split(' ') });
  }
  return byFen;
}

const [command, ...args] = process.argv.slice(2);
if (command === 'openings') {
  const lines = [...openingFens().values()].map((o) => o.fen);
  writeFileSync(args[0], lines.join('\n') + '\n');
} else if (command === 'rewrite') {
  const openings = openingFens();
  const text = readFileSync(args[0], 'utf8').replace(/\r\n/g, '\n');
  const games = text.split(/\n(?=\[Event )/).filter((g) => g.trim() !== '');
  const out = [];
  for (const pgn of games) {
    const played = new Chess();
    played.loadPgn(pgn);
    const headers = played.getHeaders();
    const opening = openings.get(identity(headers.FEN ?? ''));
    if (opening === undefined) throw new Error(`game starts from an unknown FEN: ${headers.FEN}`);
    const game = new Chess();
    for (const [name, value] of Object.entries(headers)) {
      if (name !== 'FEN' && name !== 'SetUp' && name !== 'PlyCount') game.setHeader(name, value);
    }
    for (const san of opening.moves) game.move(san);
    for (const san of played.history()) game.move(san);
    game.setHeader('PlyCount', String(game.history().length));
    out.push(game.pgn({ maxWidth: 100 }));
  }
  writeFileSync(args[1], out.join('\n\n') + '\n');
} else {
  process.stderr.write('usage: node scripts/make-test-book.mjs openings OUT.epd | rewrite IN.pgn OUT.pgn\n');
  process.exit(2);
}
