/**
 * `@atalho/ui/standalone`: a remote's development page (`npm run dev -w mf-x`), mounted as the shell would.
 * An entry of its own: only the remotes' `bootstrap.tsx` import it, so no page of the product downloads it.
 */
export * from './renderStandalone';
