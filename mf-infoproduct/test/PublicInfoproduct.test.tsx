import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PublicInfoproduct from '../src/exposes/PublicInfoproduct';

const link = {
  id: 5,
  code: 'receitas',
  url: 'https://example.com',
  type: 'INFOPRODUCT',
  openGraph: null,
  biography: null,
  infoproduct: {
    title: 'E-book de receitas',
    subtitle: '50 doces fáceis',
    itensTitle: 'Você vai aprender',
    itens: [{ title: 'Brigadeiro' }],
  },
  user: null,
};

describe('PublicInfoproduct (visitor view)', () => {
  it('renders the embedded page with its sections', () => {
    const { container } = render(
      <PublicInfoproduct code="receitas" search={new URLSearchParams()} initialData={{ link }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'E-book de receitas' })).toBeTruthy();
    expect(screen.getByText('Brigadeiro')).toBeTruthy();
    expect(container.querySelector('#header-section')).toBeTruthy();
    expect(container.querySelector('#form-section')).toBeTruthy();
  });

  it('imports neither Chakra, the @atalho/ui root nor react-router', () => {
    for (const file of ['exposes/PublicInfoproduct.tsx', 'visitor/infoproduct-view.ts', 'i18n.ts']) {
      const source = readFileSync(join(import.meta.dirname, '../src', file), 'utf8');
      expect(source).not.toMatch(/from '(@chakra-ui\/react|@atalho\/ui|react-router)'/);
    }
  });
});
