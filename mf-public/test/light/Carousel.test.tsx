import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../src/light/Carousel';

const slides = ['Loja', 'Artista', 'Restaurante'].map((name) => ({
  key: name,
  label: name,
  content: <p>{name}</p>,
}));

function renderCarousel() {
  render(
    <Carousel
      slides={slides}
      label="Exemplos"
      previousLabel="Exemplo anterior"
      nextLabel="Próximo exemplo"
      intervalMs={1000}
    />,
  );
}

const dot = (name: string) => screen.getByRole('button', { name });
const currentDot = () => slides.find(({ label }) => dot(label).hasAttribute('data-current'))?.label;

// Swiping needs layout (scroll snapping): e2e/public/home.spec.ts covers the arrows in a browser.
describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('labels its arrows and one dot per slide with the page copy', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Exemplos' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exemplo anterior' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Próximo exemplo' })).toBeTruthy();
    for (const { label } of slides) expect(dot(label)).toBeTruthy();
  });

  it('moves with its arrows and dots, looping, and hides the other slides from everyone', () => {
    renderCarousel();
    expect(currentDot()).toBe('Loja');
    fireEvent.click(screen.getByRole('button', { name: 'Exemplo anterior' }));
    expect(currentDot()).toBe('Restaurante');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo exemplo' }));
    expect(currentDot()).toBe('Loja');
    fireEvent.click(dot('Artista'));
    expect(currentDot()).toBe('Artista');
    expect(dot('Artista').getAttribute('aria-current')).toBe('true');
    const slide = (name: string) => screen.getByText(name).parentElement;
    expect(slide('Artista')?.hasAttribute('inert')).toBe(false);
    expect(slide('Loja')?.hasAttribute('inert')).toBe(true);
    expect(slide('Loja')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('moves one slide per sideways swipe, not for a tap', () => {
    renderCarousel();
    const viewport = screen.getByText('Loja').closest('.pub-carousel-viewport') as HTMLElement;
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(viewport, { clientX: from });
      fireEvent.pointerUp(viewport, { clientX: to });
    };
    swipe(300, 100);
    expect(currentDot()).toBe('Artista');
    swipe(100, 110);
    expect(currentDot()).toBe('Artista');
    swipe(100, 300);
    expect(currentDot()).toBe('Loja');
  });

  it('plays by itself until a control is used', () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(1000));
    expect(currentDot()).toBe('Artista');
    fireEvent.click(dot('Loja'));
    act(() => vi.advanceTimersByTime(5000));
    expect(currentDot()).toBe('Loja');
  });
});
