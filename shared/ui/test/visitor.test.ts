import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { embeddedLink } from '../src/visitor/visitor-link';

const link = { id: 9, code: 'ana', url: 'https://example.com' };

describe('@atalho/ui/visitor', () => {
  it('imports neither Chakra, the @atalho/ui root nor react-router', () => {
    const folder = join(import.meta.dirname, '../src/visitor');
    for (const file of readdirSync(folder)) {
      const source = readFileSync(join(folder, file), 'utf8');
      expect(source).not.toMatch(/from '(@chakra-ui\/react|@atalho\/ui|react-router|\.\.)'/);
    }
  });

  it('takes the embedded link only when it is the one for this code', () => {
    expect(embeddedLink({ link }, 'ana')).toBe(link);
    expect(embeddedLink({ link }, 'bob')).toBeNull();
    expect(embeddedLink({ link: { ...link, url: null } }, 'ana')).toBeNull();
    expect(embeddedLink(undefined, 'ana')).toBeNull();
  });
});
