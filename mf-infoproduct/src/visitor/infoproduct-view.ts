/** The parts of an info product the public page shows; the feature brings the full schema to the SDK. */
export interface InfoproductView {
  title: string | null;
  subtitle: string | null;
  shortDescription: string | null;
  description: string | null;
  itensTitle: string | null;
  itens: string[];
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function readInfoproduct(infoproduct: unknown): InfoproductView {
  if (!isRecord(infoproduct)) {
    return {
      title: null,
      subtitle: null,
      shortDescription: null,
      description: null,
      itensTitle: null,
      itens: [],
    };
  }
  const itens = Array.isArray(infoproduct.itens) ? infoproduct.itens : [];
  return {
    title: text(infoproduct.title),
    subtitle: text(infoproduct.subtitle),
    shortDescription: text(infoproduct.shortDescription),
    description: text(infoproduct.description),
    itensTitle: text(infoproduct.itensTitle),
    itens: itens
      .map((item) => (isRecord(item) ? (text(item.title) ?? text(item.description)) : text(item)))
      .filter((item) => item !== null),
  };
}
