import { accentColors, brandColors } from '@atalho/ui/tokens';

/** Atalho's mark and word, drawn inline so visitor pages need no image request. */
export function AtalhoLogo({ height = 32, title = 'Atalho' }: { height?: number; title?: string }) {
  return (
    <svg
      height={height}
      viewBox="0 0 150 40"
      role="img"
      aria-label={title}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>{title}</title>
      <rect x="0" y="2" width="36" height="36" rx="10" fill={brandColors[600]} />
      <path
        d="M10 28 L18 12 L26 28"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M21 20 H31" stroke={accentColors[300]} strokeWidth="4" strokeLinecap="round" />
      <text
        x="46"
        y="29"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif"
        fontSize="25"
        fontWeight="800"
        fill="currentColor"
        letterSpacing="-0.5"
      >
        atalho
      </text>
    </svg>
  );
}
