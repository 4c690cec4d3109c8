import { linkFixture } from '@atalho/sdk/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkCard } from '../../src/components/links/LinkCard';
import { renderPage } from '../render';

function renderCard(clicks: number | null) {
  renderPage(
    <LinkCard
      link={linkFixture({ code: 'promo', dateCreate: '2026-11-20T10:00:00Z', clicks })}
      selected={false}
      onToggleSelected={() => {}}
      onAction={() => {}}
      logoSrc={null}
    />,
  );
  return screen.getByTestId('link-meta');
}

describe('LinkCard', () => {
  it('shows the clicks the API sends (BASIC and up)', () => {
    expect(renderCard(1234).textContent).toBe('Criado em 20/11/2026 · 1.234 cliques');
  });

  it('says "1 clique" for one click', () => {
    expect(renderCard(1).textContent).toBe('Criado em 20/11/2026 · 1 clique');
  });

  it('shows zero clicks as zero', () => {
    expect(renderCard(0).textContent).toBe('Criado em 20/11/2026 · 0 cliques');
  });

  it('shows only the date when the plan has no view counts (clicks: null): no number, no upsell', () => {
    const meta = renderCard(null);
    expect(meta.textContent).toBe('Criado em 20/11/2026');
    const card = screen.getByTestId('link-card');
    expect(card.textContent).not.toMatch(/clique|bloquead|plano|Assin/i);
    expect(card.querySelectorAll('[data-testid="plan-locked"], [data-plan-locked]')).toHaveLength(0);
  });
});
