import { type AtalhoLogoProps, logoBox, logoShape } from './logo-shape';

export type { AtalhoLogoProps } from './logo-shape';

/** The Atalho logo as plain SVG, usable with or without Chakra. */
export function AtalhoLogo({ color = logoShape.color, ...props }: AtalhoLogoProps) {
  const { text, font, ...wordmark } = logoShape.wordmark;
  return (
    <svg {...logoBox(props)} role="img" aria-label="Atalho">
      <g>
        <rect {...logoShape.rect} fill={color} />
        <path {...logoShape.arrow} />
      </g>
      {props.symbolOnly ? null : (
        <text {...wordmark} style={font}>
          {text}
        </text>
      )}
    </svg>
  );
}
