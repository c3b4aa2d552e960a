// Reading and appending a match's PGN file, plain or gzip-compressed (a name ending in `.gz`).
// Design choice: a .pgn.gz file is appended one gzip member per game. A file of concatenated
// members is a valid gzip stream (RFC 1952 §2.2; gunzip, zcat and node's zlib read it whole), so
// every game is on disk as soon as it ends, exactly as with a plain PGN, and the resume file's
// byte count still falls on a game boundary: truncating back to it, the way state.ts explains,
// leaves a well-formed file. A file compressed whole once (the archived records) is one member
// and takes further members the same way.

import { appendFileSync, readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';

export function isGzipPath(path: string): boolean {
  return /\.gz$/i.test(path);
}

/** Append one game's PGN text; returns the bytes written to the file. */
export function appendPgn(path: string, text: string): number {
  const bytes = isGzipPath(path) ? gzipSync(Buffer.from(text, 'utf8'), { level: 9 }) : Buffer.from(text, 'utf8');
  appendFileSync(path, bytes);
  return bytes.length;
}

/** The whole PGN text of a plain or gzip file (every member of a multi-member gzip). */
export function readPgn(path: string): string {
  const data = readFileSync(path);
  return (isGzipPath(path) ? gunzipSync(data) : data).toString('utf8');
}
