import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { openerOf, useReturnFocus } from '../src/overlays/return-focus';

describe('openerOf', () => {
  it('is the focused control, or the menu button for an item of its menu, and nothing for the body', () => {
    document.body.innerHTML = `
      <button id="trigger" aria-controls="menu">Ações</button>
      <div role="menu" id="menu" aria-labelledby="trigger"><div role="menuitem" id="item">Editar</div></div>
      <button id="plain">Filtros</button>`;
    expect(openerOf(document.getElementById('plain'))?.id).toBe('plain');
    expect(openerOf(document.getElementById('item'))?.id).toBe('trigger');
    expect(openerOf(document.getElementById('menu'))?.id).toBe('trigger');
    expect(openerOf(document.body)).toBeNull();
    expect(openerOf(null)).toBeNull();
    document.body.innerHTML = '';
  });
});

function Opener({ label }: { label: string }) {
  const [open, setOpen] = useState(false);
  const finalFocusEl = useReturnFocus(open);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {label}
      </button>
      <output data-testid="final">{open ? '' : (finalFocusEl()?.textContent ?? 'none')}</output>
      {open ? (
        <button type="button" onClick={() => setOpen(false)}>
          Fechar
        </button>
      ) : null}
    </>
  );
}

describe('useReturnFocus', () => {
  it('remembers what had focus when the dialog opened', () => {
    render(<Opener label="Métricas" />);
    const opener = screen.getByRole('button', { name: 'Métricas' });
    act(() => opener.focus());
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.getByTestId('final').textContent).toBe('Métricas');
  });

  it('falls back to the control last pressed when focus is on the body (a menu item already gone)', () => {
    render(<Opener label="Ações" />);
    const opener = screen.getByRole('button', { name: 'Ações' });
    fireEvent.pointerDown(opener);
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(screen.getByTestId('final').textContent).toBe('Ações');
  });
});
