import { brandColors } from '../theme/tokens';

export interface AtalhoLogoProps {
  /** Height in px; the wordmark scales with it. */
  height?: number;
  /** Only the symbol, without the "atalho" wordmark. */
  symbolOnly?: boolean;
  color?: string;
}

/** The Atalho logo (a shortcut arrow cutting a corner) as plain SVG, usable with or without Chakra. */
export function AtalhoLogo({ height = 32, symbolOnly = false, color = brandColors[600] }: AtalhoLogoProps) {
  const symbol = (
    <g>
      <rect width="32" height="32" rx="9" fill={color} />
      <path
        d="M9 23 L21 11 M13 11 H21 V19"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </g>
  );
  if (symbolOnly) {
    return (
      <svg height={height} width={height} viewBox="0 0 32 32" role="img" aria-label="Atalho">
        {symbol}
      </svg>
    );
  }
  return (
    <svg height={height} width={(height * 118) / 32} viewBox="0 0 118 32" role="img" aria-label="Atalho">
      {symbol}
      <text
        x="40"
        y="23"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="21"
        fontWeight="700"
        letterSpacing="-0.5"
        fill="currentColor"
      >
        atalho
      </text>
    </svg>
  );
}
