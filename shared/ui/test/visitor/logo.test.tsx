import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AtalhoLogo } from '../../src/visitor/AtalhoLogo';
import { atalhoLogoElement } from '../../src/visitor/logo-element';

/** The wordmark's text as drawn, and the font its inline style sets. */
function wordmarkOf(svg: Element) {
  const text = svg.querySelector('text') as SVGTextElement | null;
  const { fontFamily, fontSize, fontWeight } = text?.style ?? {};
  return { text: text?.textContent, font: { fontFamily, fontSize, fontWeight } };
}

describe('the Atalho logo', () => {
  // Chakra's reset (`* { font: inherit }`) beats presentation attributes but not an inline style: the app's
  // pages drew the wordmark in the page's regular font while the light pages drew it bold.
  it('sets the wordmark font inline, the same from React and from the DOM', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToStaticMarkup(<AtalhoLogo height={30} />);
    const fromReact = wordmarkOf(host.firstElementChild as Element);
    expect(fromReact.text).toBe('atalho');
    expect(fromReact.font.fontWeight).toBe('700');
    expect(fromReact.font.fontSize).toBe('21px');
    expect(wordmarkOf(atalhoLogoElement({ height: 30 }))).toEqual(fromReact);
  });
});
