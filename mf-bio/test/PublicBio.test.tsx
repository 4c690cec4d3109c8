import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Feature, featuresOf } from '@atalho/sdk/schemas';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PublicBio from '../src/exposes/PublicBio';

const link = (features: Feature[]) => ({
  id: 9,
  code: 'ana',
  url: 'https://example.com',
  type: 'BIO',
  openGraph: null,
  biography: {
    title: 'Loja da Ana',
    description: 'Doces por encomenda',
    biographyHasOnlineAddresses: [{ title: 'Cardápio', onlineAddress: { code: 'menu1' } }],
  },
  infoproduct: null,
  user: { features, config: null },
});

describe('PublicBio (visitor view)', () => {
  it('renders the embedded bio with its links and the promotion for free owners', () => {
    render(
      <PublicBio
        code="ana"
        search={new URLSearchParams()}
        initialData={{ link: link(featuresOf('FREE')) }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Loja da Ana' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cardápio' }).getAttribute('href')).toBe('/menu1');
    expect(screen.getByRole('link', { name: 'Crie a sua página' })).toBeTruthy();
  });

  it('hides the promotion for owners with bioPromoRemoval', () => {
    render(
      <PublicBio
        code="ana"
        search={new URLSearchParams()}
        initialData={{ link: link(['bioPromoRemoval']) }}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Crie a sua página' })).toBeNull();
  });

  it('imports neither Chakra, the @atalho/ui root nor react-router', () => {
    for (const file of ['exposes/PublicBio.tsx', 'visitor/bio-view.ts', 'i18n.ts']) {
      const source = readFileSync(join(import.meta.dirname, '../src', file), 'utf8');
      expect(source).not.toMatch(/from '(@chakra-ui\/react|@atalho\/ui|react-router)'/);
    }
  });
});
