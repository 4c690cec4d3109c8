/** Plain CSS for the public bio (no Chakra on visitor pages); brand variables come from visitorCss. */
export const publicBioCss = `
.bio{width:100%;max-width:560px;display:flex;flex-direction:column;align-items:center;gap:16px;text-align:center}
.bio__avatar{width:96px;height:96px;border-radius:50%;background:var(--atalho-brand-100);object-fit:cover}
.bio__title{margin:0;font-size:1.5rem;line-height:1.2}
.bio__description{margin:0}
.bio__links{list-style:none;margin:0;padding:0;width:100%;display:flex;flex-direction:column;gap:12px}
.bio__links a{width:100%}
.bio__skeleton{background:linear-gradient(90deg,var(--atalho-neutral-100),var(--atalho-neutral-50),var(--atalho-neutral-100));
background-size:200% 100%;animation:bio-shimmer 1.2s infinite;border-radius:var(--atalho-radius-md)}
@keyframes bio-shimmer{from{background-position:200% 0}to{background-position:-200% 0}}
@media (prefers-reduced-motion:reduce){.bio__skeleton{animation:none}}
.bio__footer{margin-top:24px;display:flex;flex-direction:column;align-items:center;gap:8px;font-size:.875rem}
`;
