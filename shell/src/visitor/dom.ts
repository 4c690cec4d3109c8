/** A few DOM helpers for the shell's framework-free visitor bootstrap. */

type Style = Partial<Record<keyof CSSStyleDeclaration & string, string>>;

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { className?: string; style?: Style; text?: string; attributes?: Record<string, string> } = {},
  ...children: Node[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.style) Object.assign(node.style, props.style);
  if (props.text !== undefined) node.textContent = props.text;
  for (const [name, value] of Object.entries(props.attributes ?? {})) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

export function button(
  label: string,
  className: string,
  onClick: () => void,
  style?: Style,
): HTMLButtonElement {
  const node = element('button', { className, style, text: label, attributes: { type: 'button' } });
  node.addEventListener('click', onClick);
  return node;
}
