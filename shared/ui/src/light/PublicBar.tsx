import { t } from '@atalho/ui/i18n';
import type { ReactNode } from 'react';
import { brandVars } from '../theme/brand-vars';
import { AtalhoLogo } from '../visitor/AtalhoLogo';

/**
 * The public pages' sticky top bar in plain React and CSS: the logo links home; the page's actions on the right.
 * It sets its own variables, so it serves Chakra pages too (/privacy-policy).
 */
export function PublicBar({ children }: { children?: ReactNode }) {
  return (
    <header className="pub pub-bar" style={brandVars}>
      <div className="pub-container pub-bar-row">
        <a href="/" className="pub-bar-logo" aria-label={t('action.home')}>
          <AtalhoLogo height={30} />
        </a>
        {children}
      </div>
    </header>
  );
}
