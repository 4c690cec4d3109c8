/** Plain CSS for the public info-product page (no Chakra); brand variables come from visitorCss. */
export const publicInfoproductCss = `
.ip{width:100%;max-width:960px;display:flex;flex-direction:column;gap:32px}
.ip section{scroll-margin-top:16px}
.ip__header{display:flex;flex-direction:column;gap:12px;text-align:center;align-items:center;padding:32px 0}
.ip__title{margin:0;font-size:clamp(1.75rem,5vw,3rem);line-height:1.1}
.ip__subtitle{margin:0;font-size:1.25rem}
.ip__items{margin:0;padding-left:20px;display:grid;gap:8px}
.ip__skeleton{background:var(--atalho-neutral-100);border-radius:var(--atalho-radius-md)}
`;
