import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Carousel } from '../../src/components/Carousel';
import { renderPage } from '../render';

const slides = ['Loja', 'Artista', 'Restaurante'].map((name) => ({
  key: name,
  label: name,
  content: <p>{name}</p>,
}));

function renderCarousel() {
  renderPage(
    <Carousel
      slides={slides}
      label="Exemplos"
      previousLabel="Exemplo anterior"
      nextLabel="Próximo exemplo"
    />,
  );
}

// Moving between slides needs layout (scroll snapping), so e2e/public/home.spec.ts covers it.
describe('Carousel', () => {
  it('labels its arrows and one dot per slide with the page copy', () => {
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Exemplo anterior' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Próximo exemplo' })).toBeTruthy();
    for (const { label } of slides) expect(screen.getByRole('button', { name: label })).toBeTruthy();
  });
});
