/** Plain CSS for the opt-in/opt-out pages (no Chakra); brand variables come from visitorCss. */
export const optCss = `
.opt{display:flex;flex-direction:column;gap:16px;text-align:center}
.opt h1{margin:0;font-size:1.375rem;line-height:1.25}
.opt p{margin:0}
.opt .atalho-muted{color:var(--atalho-neutral-600)}
.opt__field{display:flex;flex-direction:column;align-items:center;gap:8px;font-weight:600}
.opt__code{width:9ch;padding:10px 0 10px .6ch;font:600 2rem/1 var(--atalho-font);letter-spacing:.6ch;text-align:center;
border:2px solid var(--atalho-neutral-300);border-radius:var(--atalho-radius-md)}
.opt__code:focus{outline:none;border-color:var(--atalho-brand-500)}
.opt__code[aria-invalid]{border-color:#c53030}
.opt__error{max-width:36ch;font-weight:400;color:#9b2c2c}
.opt__alert{padding:12px 16px;border-radius:var(--atalho-radius-md);background:var(--atalho-brand-50);
color:var(--atalho-brand-800);font-weight:600}
.opt .atalho-button{align-self:center}
`;
