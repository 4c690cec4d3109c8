/** Blocks of the stored legal text: `# ` headings, `- ` lists, numbered clauses and paragraphs. */
export type LegalBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'clause'; number: string; title: string; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'paragraph'; text: string };

const CLAUSE = /^(\d+(?:\.\d+)*)\.\s+([^.:]{2,80})[.:]\s+([\s\S]*)$/;

export function parseLegalText(source: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const chunk of source.replace(/\r\n/g, '\n').split(/\n\s*\n/)) {
    const text = chunk.trim();
    if (!text) continue;
    const heading = /^(#{1,3})\s+(.*)$/.exec(text);
    if (heading && !text.includes('\n')) {
      blocks.push({ kind: 'heading', level: heading[1] === '###' ? 3 : 2, text: heading[2] ?? '' });
      continue;
    }
    const lines = text.split('\n');
    if (lines.every((line) => /^\s*[-*]\s+/.test(line))) {
      blocks.push({ kind: 'list', items: lines.map((line) => line.replace(/^\s*[-*]\s+/, '')) });
      continue;
    }
    const clause = CLAUSE.exec(text);
    if (clause) {
      blocks.push({ kind: 'clause', number: clause[1] ?? '', title: clause[2] ?? '', text: clause[3] ?? '' });
      continue;
    }
    blocks.push({ kind: 'paragraph', text });
  }
  return blocks;
}
