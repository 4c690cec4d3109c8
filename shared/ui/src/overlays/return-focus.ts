import { useState } from 'react';

/**
 * Where focus should go back to: the element that had it, or, for an item of a menu (the menu is gone by the time
 * the dialog closes), the menu's button. Nothing for the page body.
 */
export function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === active.ownerDocument.body) return null;
  const menu = active.closest('[role="menu"]');
  if (!menu) return active;
  const doc = active.ownerDocument;
  const labelledBy = menu.getAttribute('aria-labelledby');
  const trigger =
    (labelledBy ? doc.getElementById(labelledBy) : null) ??
    (menu.id ? doc.querySelector(`[aria-controls="${CSS.escape(menu.id)}"]`) : null);
  return trigger instanceof HTMLElement ? trigger : null;
}

const CONTROL = 'button, a[href], input, select, textarea, [tabindex], [role="menuitem"], [role="option"]';

/**
 * What the person last used: the control last focused or pressed (for a menu's item, the menu's button). A
 * dialog opened from a menu, or loaded lazily, often opens once that control is gone and focus is on the body;
 * this is who opened it then. A press on no control (a card's body) forgets it.
 */
let lastUsed: HTMLElement | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      lastUsed = openerOf(event.target instanceof Element ? event.target : null);
    },
    true,
  );
  document.addEventListener(
    'pointerdown',
    (event) => {
      lastUsed = openerOf(event.target instanceof Element ? event.target.closest(CONTROL) : null);
    },
    true,
  );
}

function currentOpener(): HTMLElement | null {
  return openerOf(document.activeElement) ?? (lastUsed?.isConnected ? lastUsed : null);
}

/**
 * The `finalFocusEl` of a dialog or drawer: the control that opened it gets focus back when it closes. Chakra's
 * own default is whatever had focus a frame after opening, which for a dialog opened from a menu, or mounted
 * lazily, is an item already removed, so focus fell to the page body. The opener is read when `open` turns true
 * (for a dialog mounted open, on its first render), before the dialog moves focus inside: the focused element,
 * or else the control last used. A dialog that hid behind its own question and came back keeps its first opener
 * too, for when the question's button is gone.
 */
export function useReturnFocus(open: boolean): () => HTMLElement | null {
  const [state, setState] = useState(() => ({
    open,
    openers: open && typeof document !== 'undefined' ? [currentOpener()] : [],
  }));
  if (open !== state.open) {
    const openers = open ? [currentOpener(), ...state.openers].slice(0, 3) : state.openers;
    setState({ open, openers });
  }
  const { openers } = state;
  return () => openers.find((opener) => opener?.isConnected) ?? null;
}
