import { brandColors } from '../theme/tokens';

/**
 * The Atalho logo's drawing (a shortcut arrow cutting a corner), once: the React `AtalhoLogo` and the
 * framework-free `atalhoLogoElement` both draw from it.
 */
export const logoShape = {
  color: brandColors[600],
  symbolBox: 32,
  wordmarkBox: 118,
  rect: { width: '32', height: '32', rx: '9' },
  arrow: {
    d: 'M9 23 L21 11 M13 11 H21 V19',
    stroke: '#fff',
    strokeWidth: '3.2',
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
    fill: 'none',
  },
  wordmark: {
    text: 'atalho',
    x: '40',
    y: '23',
    fill: 'currentColor',
    /**
     * Set as the text's inline style, not as attributes: a stylesheet beats presentation attributes, and
     * Chakra's reset (`* { font: inherit }`) would draw the wordmark in the page's regular font.
     */
    font: {
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
      fontSize: '21px',
      fontWeight: '700',
      letterSpacing: '-0.5px',
    },
  },
} as const;

export interface AtalhoLogoProps {
  /** Height in px; the wordmark scales with it. */
  height?: number;
  /** Only the symbol, without the "atalho" wordmark. */
  symbolOnly?: boolean;
  color?: string;
}

/** The `<svg>` box for a logo of this height. */
export function logoBox({ height = 32, symbolOnly = false }: AtalhoLogoProps) {
  const box = symbolOnly ? logoShape.symbolBox : logoShape.wordmarkBox;
  return { height, width: (height * box) / logoShape.symbolBox, viewBox: `0 0 ${box} 32` };
}
