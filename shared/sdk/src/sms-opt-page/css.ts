/**
 * The pages' stylesheet, whole: they are drawn before any script (and without one), so the brand colours are
 * written here as @atalho/ui's tokens have them (brand 50/300/600/700/800, neutral 50/300/600/900, radii, the card's shadow).
 */
export const optPageCss = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;background:#f7f8f9;color:#1a1e23;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;
line-height:1.5;-webkit-font-smoothing:antialiased}
.opt-page{min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;align-items:center;
justify-content:center;gap:16px;padding:24px 16px}
.opt-logo{display:block;height:28px;width:auto;color:#1a1e23}
.opt-card{width:100%;max-width:480px;display:flex;flex-direction:column;gap:16px;text-align:center;background:#fff;
border-radius:14px;box-shadow:0 1px 2px rgba(14,17,20,.06),0 4px 16px rgba(14,17,20,.06);padding:24px}
.opt-card h1{margin:0;font-size:1.375rem;line-height:1.25;overflow-wrap:anywhere}
.opt-card p{margin:0}
.opt-muted{color:#56606b}
.opt-form{display:flex;flex-direction:column;align-items:center;gap:12px}
.opt-field{display:flex;flex-direction:column;align-items:center;gap:8px;font-weight:600}
.opt-code{width:9ch;padding:10px 0 10px .6ch;font-size:2rem;font-weight:600;line-height:1;font-family:inherit;letter-spacing:.6ch;
text-align:center;border:2px solid #c3c9d0;border-radius:10px;background:#fff;color:inherit}
.opt-code:focus{outline:none;border-color:#0a7c6b;box-shadow:0 0 0 3px #8fe3d1}
.opt-code[aria-invalid=true]{border-color:#c53030}
.opt-code:disabled{opacity:.6}
.opt-error{max-width:36ch;font-weight:400;color:#9b2c2c}
.opt-error:empty{display:none}
.opt-alert{padding:12px 16px;border-radius:10px;background:#e7faf6;color:#0d4e47;font-weight:600}
.opt-button{display:inline-flex;align-items:center;justify-content:center;align-self:center;min-height:44px;
padding:0 20px;border:0;border-radius:10px;background:#0a7c6b;color:#fff;font-size:1rem;font-weight:600;line-height:1;font-family:inherit;
cursor:pointer;text-decoration:none}
.opt-button:hover{background:#0b6358}
.opt-button:focus-visible{outline:3px solid #54cfb6;outline-offset:2px}
.opt-button:disabled{opacity:.55;cursor:progress}
.opt-status:empty{display:none}
`;
