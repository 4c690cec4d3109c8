import { type AtalhoLogoProps, logoBox, logoShape } from './logo-shape';

const SVG = 'http://www.w3.org/2000/svg';

/** `strokeWidth` → `stroke-width`: SVG attribute names from the shape's React-style keys. */
const attributeName = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function svgElement(tag: string, attributes: Record<string, string | number>): SVGElement {
  const element = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes)) {
    element.setAttribute(key === 'viewBox' ? key : attributeName(key), String(value));
  }
  return element;
}

/** The Atalho logo as a DOM `<svg>` element, for the framework-free visitor screens. */
export function atalhoLogoElement({ color = logoShape.color, ...props }: AtalhoLogoProps = {}): SVGElement {
  const svg = svgElement('svg', { ...logoBox(props), role: 'img', 'aria-label': 'Atalho' });
  const symbol = svgElement('g', {});
  symbol.append(svgElement('rect', { ...logoShape.rect, fill: color }), svgElement('path', logoShape.arrow));
  svg.append(symbol);
  if (!props.symbolOnly) {
    const { text, font, ...wordmark } = logoShape.wordmark;
    const label = svgElement('text', wordmark);
    Object.assign(label.style, font);
    label.textContent = text;
    svg.append(label);
  }
  return svg;
}
