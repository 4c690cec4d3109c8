import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PlansCarousel } from '../src/plans/PlansCarousel';
import { renderPage } from './render';

const names = ['Grátis', 'Básico', 'Profissional', 'Empresarial'];
const slides = names.map((name) => ({ key: name, label: name, content: <p>{name}</p> }));
// A hidden slide has no accessible name, so slides are found by their label attribute.
const shown = (name: string) => {
  const slide = document.querySelector(`[role="group"][aria-label^="${name},"]`);
  if (!slide) throw new Error(`no slide ${name}`);
  return slide.getAttribute('aria-hidden') !== 'true' && !slide.hasAttribute('inert');
};

// happy-dom's window is 1024 px wide: three cards a page, so four plans make two pages.
describe('PlansCarousel', () => {
  it('shows three plans and pages to the fourth with the buttons', async () => {
    renderPage(<PlansCarousel slides={slides} />);
    expect(names.map(shown)).toEqual([true, true, true, false]);
    expect(screen.getByText('Página 1 de 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Planos anteriores' })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'Próximos planos' }));
    expect(names.map(shown)).toEqual([false, true, true, true]);
    expect(screen.getByText('Página 2 de 2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página 2 de 2' }).getAttribute('aria-current')).toBe('true');
  });

  it('pages with the arrow keys', () => {
    renderPage(<PlansCarousel slides={slides} />);
    const region = screen.getByRole('region', { name: 'Planos' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(shown('Empresarial')).toBe(true);
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(shown('Empresarial')).toBe(false);
  });

  it('opens on the page of the preselected plan', () => {
    renderPage(<PlansCarousel slides={slides} focusIndex={3} />);
    expect(shown('Empresarial')).toBe(true);
    expect(shown('Grátis')).toBe(false);
  });

  it('has no controls when every plan fits', () => {
    renderPage(<PlansCarousel slides={slides.slice(0, 2)} />);
    expect(screen.queryByRole('button', { name: 'Próximos planos' })).toBeNull();
  });
});
