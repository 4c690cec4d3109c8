import { type BioFontName, bioFonts } from '../schemas/biographies';

/** One woff2 file of a bio font: the name it is served under (`/fonts/bio/{file}`) and where npm put it. */
export interface BioFontFace {
  /** `font-weight` of the face: `400`, `700`, or a range for a variable file. */
  weight: string;
  /** The file's name, unique across the nine fonts. */
  file: string;
  /** The file's path inside the package. */
  path: string;
}

export interface BioFont {
  name: BioFontName;
  /** The CSS family name the page declares. */
  family: string;
  /** What shows while the file loads, or if it never does. */
  fallback: string;
  /**
   * A display face (handwriting, marker) drawn at one weight: it sets the name and the titles, while running
   * text stays in the system font, which reads better at small sizes on a cheap screen.
   */
  display: boolean;
  /** The npm package holding the files (a dependency of the API, which serves them). */
  package: string;
  /** Latin subset only: Portuguese needs nothing beyond it. The first face is the regular one. */
  faces: readonly BioFontFace[];
}

const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const SERIF = 'Georgia, Cambria, "Times New Roman", serif';
const HAND = '"Comic Sans MS", "Segoe Print", cursive, system-ui, sans-serif';

const fontsource = (slug: string, weights: readonly string[]): BioFontFace[] =>
  weights.map((weight) => ({
    weight,
    file: `${slug}-latin-${weight}-normal.woff2`,
    path: `files/${slug}-latin-${weight}-normal.woff2`,
  }));

/** The nine bio fonts, in the order of their numbers (font N is `bioFontFiles[N - 1]`). */
export const bioFontFiles: readonly BioFont[] = [
  {
    name: 'roboto',
    family: 'Roboto',
    fallback: SANS,
    display: false,
    package: '@fontsource/roboto',
    faces: fontsource('roboto', ['400', '700']),
  },
  {
    name: 'open-sans',
    family: 'Open Sans',
    fallback: SANS,
    display: false,
    package: '@fontsource/open-sans',
    faces: fontsource('open-sans', ['400', '700']),
  },
  {
    name: 'lora',
    family: 'Lora',
    fallback: SERIF,
    display: false,
    package: '@fontsource/lora',
    faces: fontsource('lora', ['400', '700']),
  },
  {
    name: 'montserrat',
    family: 'Montserrat',
    fallback: SANS,
    display: false,
    package: '@fontsource/montserrat',
    faces: fontsource('montserrat', ['400', '700']),
  },
  {
    name: 'merriweather',
    family: 'Merriweather',
    fallback: SERIF,
    display: false,
    package: '@fontsource/merriweather',
    faces: fontsource('merriweather', ['400', '700']),
  },
  {
    name: 'raleway',
    family: 'Raleway',
    fallback: SANS,
    display: false,
    package: '@fontsource/raleway',
    faces: fontsource('raleway', ['400', '700']),
  },
  {
    // The variable package's latin file (the oriya one holds only Oriya script): every weight in one file.
    name: 'noto-serif-oriya',
    family: 'Noto Serif Oriya',
    fallback: SERIF,
    display: false,
    package: '@fontsource-variable/noto-serif-oriya',
    faces: [
      {
        weight: '100 900',
        file: 'noto-serif-oriya-latin-wght-normal.woff2',
        path: 'files/noto-serif-oriya-latin-wght-normal.woff2',
      },
    ],
  },
  {
    name: 'architects-daughter',
    family: 'Architects Daughter',
    fallback: HAND,
    display: true,
    package: '@fontsource/architects-daughter',
    faces: fontsource('architects-daughter', ['400']),
  },
  {
    name: 'permanent-marker-regular',
    family: 'Permanent Marker',
    fallback: HAND,
    display: true,
    package: '@fontsource/permanent-marker',
    faces: fontsource('permanent-marker', ['400']),
  },
];

if (bioFontFiles.some((font, index) => font.name !== bioFonts[index])) {
  throw new Error('bioFontFiles is out of step with bioFonts');
}

/** A bio's font by its number (1–9); an unknown number gets the first. */
export function bioFontOf(number: number): BioFont {
  return bioFontFiles[number - 1] ?? (bioFontFiles[0] as BioFont);
}

/** An address inside `url("…")`, with nothing that could close the string, the rule or the `<style>`. */
const cssUrl = (address: string) =>
  address.replace(/["'\\()<>\s]/g, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`);

/** The chosen font's faces only (at most two files), shown with the fallback until they arrive. */
export function fontFaceCss(font: BioFont, fontUrl: (file: string) => string): string {
  return font.faces
    .map(
      (face) =>
        `@font-face{font-family:"${font.family}";font-style:normal;font-weight:${face.weight};font-display:swap;` +
        `src:url("${cssUrl(fontUrl(face.file))}") format("woff2")}`,
    )
    .join('\n');
}
