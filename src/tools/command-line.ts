// Splits a command string ("node bin/kerf --option 'Hash=16'") into argv words the way a POSIX
// shell would for quoting, and nothing more. Design choice: we never hand the string to a shell
// (spawn with shell: true) — no globbing, variables or pipes — so an engine command cannot run
// anything but the one program it names, and quoting rules stay predictable across platforms.

import { fail, ok, type Result } from '../result.js';

export type SplitResult = Result<string[], 'InvalidEngineSpec'>;

/**
 * Words of `text`: whitespace separates; '…' is literal; "…" is literal except \" \\ \$ \`;
 * a backslash outside quotes escapes the next character. Adjacent pieces join into one word
 * (cmd="a b" is the single word `cmd=a b`).
 */
export function splitCommandLine(text: string): SplitResult {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
      i++;
    } else if (c === "'") {
      const end = text.indexOf("'", i + 1);
      if (end < 0) return fail('InvalidEngineSpec', `unterminated ' quote at column ${i + 1}`);
      word += text.slice(i + 1, end);
      inWord = true;
      i = end + 1;
    } else if (c === '"') {
      let j = i + 1;
      let closed = false;
      while (j < text.length) {
        const d = text[j];
        if (d === '"') { closed = true; break; }
        if (d === '\\' && j + 1 < text.length && '"\\$`'.includes(text[j + 1])) {
          word += text[j + 1];
          j += 2;
        } else {
          word += d;
          j++;
        }
      }
      if (!closed) return fail('InvalidEngineSpec', `unterminated " quote at column ${i + 1}`);
      inWord = true;
      i = j + 1;
    } else if (c === '\\') {
      if (i + 1 >= text.length) return fail('InvalidEngineSpec', 'trailing backslash');
      word += text[i + 1];
      inWord = true;
      i += 2;
    } else {
      word += c;
      inWord = true;
      i++;
    }
  }
  if (inWord) words.push(word);
  return ok(words);
}
