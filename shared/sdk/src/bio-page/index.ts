/**
 * `@atalho/sdk/bio-page`: the public bio page's markup and stylesheet (spec 001 §2, §9), framework-free and
 * dependency-free so the API renders `/{username}` and the editor shows its preview with the same code.
 */
export { escapeHtml, safeColor, safeUrl } from './escape';
export { type BioFont, type BioFontFace, bioFontFiles, bioFontOf } from './fonts';
export { type BioPageLabels, defaultBioPageLabels } from './labels';
export { type BioPage, type BioPageOptions, renderBioPage } from './render';
