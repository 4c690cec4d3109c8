/** Blocks of the stored legal text: `# ` headings, `- ` lists, numbered clauses and paragraphs. */
export type LegalBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'clause'; number: string; title: string; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

/** `4. Seus direitos. Você pode…`, or a clause that is only its title (`1. Dados coletados`) before its list. */
const CLAUSE = /^(\d+(?:\.\d+)*)\.\s+([^.:\n]{2,80})(?:[.:]\s+([\s\S]*))?$/;
const ITEM = /^\s*[-*]\s+/;

/** A chunk's text before its list: a heading, a clause or a paragraph. */
function leadOf(text: string): LegalBlock {
  const heading = /^(#{1,3})\s+(.*)$/.exec(text);
  if (heading && !text.includes('\n'))
    return { kind: 'heading', level: heading[1] === '###' ? 3 : 2, text: heading[2] ?? '' };
  const clause = CLAUSE.exec(text);
  if (clause)
    return { kind: 'clause', number: clause[1] ?? '', title: clause[2] ?? '', text: clause[3] ?? '' };
  return { kind: 'paragraph', text };
}

export function parseLegalText(source: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const chunk of source.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const text = chunk.trim();
    if (!text) continue;
    // A clause's own list starts in its chunk, on the line after its lead: both are kept, as two blocks.
    const lines = text.split('\n');
    const firstItem = lines.findIndex((line) => ITEM.test(line));
    const lead = (firstItem === -1 ? lines : lines.slice(0, firstItem)).join('\n').trim();
    if (lead) blocks.push(leadOf(lead));
    if (firstItem === -1) continue;
    const items: string[] = [];
    for (const line of lines.slice(firstItem)) {
      // A line that does not start an item goes on with the one before.
      if (ITEM.test(line) || items.length === 0) items.push(line.replace(ITEM, ''));
      else items[items.length - 1] += ` ${line.trim()}`;
    }
    blocks.push({ kind: 'list', items });
  }
  return blocks;
}
