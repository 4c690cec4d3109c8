/** A small element builder for the framework-free redirect screen (no React on a short link's page). */

type Attributes = Record<string, string | number | boolean | null | undefined | ((event: Event) => void)>;
export type Child = Node | string | null | undefined | false;

/**
 * `h('a', { className: 'atl-target', href }, url)`. `className` sets the class; `on*` functions are listeners;
 * `true` sets an empty attribute, `false`/`null`/`undefined` leave it out.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value === 'function') {
      element.addEventListener(key.slice(2).toLowerCase(), value);
    } else if (key === 'className') {
      if (value) element.className = String(value);
    } else if (value === true) {
      element.setAttribute(key, '');
    } else if (value !== false && value !== null && value !== undefined) {
      element.setAttribute(key, String(value));
    }
  }
  append(element, children);
  return element;
}

export function append(parent: Element, children: Child[]): void {
  for (const child of children)
    if (child !== null && child !== undefined && child !== false) parent.append(child);
}

const SVG = 'http://www.w3.org/2000/svg';

export function svg(
  tag: string,
  attributes: Record<string, string | number>,
  ...children: Node[]
): SVGElement {
  const element = document.createElementNS(SVG, tag);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, String(value));
  element.append(...children);
  return element;
}

/** Sets the brand tokens as CSS custom properties on a visitor screen's root. */
export function setVars(element: HTMLElement, vars: Record<string, string>): void {
  for (const [name, value] of Object.entries(vars)) element.style.setProperty(name, value);
}
