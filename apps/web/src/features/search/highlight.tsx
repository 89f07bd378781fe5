import { foldTurkish } from '@carsi/shared';
import type { ReactNode } from 'react';

/**
 * Where the typed words occur in `text`, compared with Turkish folding ("cic" marks "Çiç" in
 * "Çiçek"): [start, end) in `text`'s own indices, or null.
 */
export function findFolded(text: string, query: string): [number, number] | null {
  const needle = foldTurkish(query.trim());
  if (!needle) return null;
  let folded = '';
  // starts[i] = index in `text` of the character that produced folded[i].
  const starts: number[] = [];
  let index = 0;
  for (const ch of text) {
    const f = foldTurkish(ch);
    for (let k = 0; k < f.length; k++) starts.push(index);
    folded += f;
    index += ch.length;
  }
  const at = folded.indexOf(needle);
  if (at === -1) return null;
  const lastStart = starts[at + needle.length - 1]!;
  const lastChar = text.codePointAt(lastStart)! > 0xffff ? 2 : 1;
  return [starts[at]!, lastStart + lastChar];
}

/** `text` with the typed part in bold (`<mark>`). */
export function Highlight({ text, query }: { text: string; query: string }): ReactNode {
  const range = findFolded(text, query);
  if (!range) return text;
  const [start, end] = range;
  return (
    <>
      {text.slice(0, start)}
      <mark className="bg-transparent font-bold text-ink">{text.slice(start, end)}</mark>
      {text.slice(end)}
    </>
  );
}
