import { discountFlagIn, keepDiscountFlag } from '@atalho/sdk';
import { useDocumentTitle } from '@atalho/ui/document-title';
import { brandVars, PublicBar, PublicFooter, SessionLink } from '@atalho/ui/light';
import { t } from '../i18n';
import { PlansGrid } from '../plans/PlansGrid';
import { hasDiscount } from '../state/discount';

export interface PlansPageProps {
  /**
   * Mounted by the shell as a light page, without the app's UI kit provider: the subscribe flow's dialogs
   * then bring their own (a Chakra island). Reached by a navigation inside the app, the page is already in it.
   */
  light?: boolean;
  /** The address's query string (`?planId=`, `?d=`); the server passes the request's (decision 038). */
  search?: string;
}

/**
 * /plans, a light page (decision 024): plain React and CSS, mounted by the shell without Chakra or the
 * router. `?planId=` preselects a plan; `?d=` stores a discount flag locally (spec 002 §2).
 */
export function PlansPage({ light = false, search = globalThis.location.search }: PlansPageProps) {
  useDocumentTitle(t('plansTitle'));
  const params = new URLSearchParams(search);
  // Stored before the first render of the cards, so they show the discounted prices at once; the server,
  // which stores nothing, reads the address.
  keepDiscountFlag(search);
  const discount = hasDiscount() || discountFlagIn(search);
  return (
    <div className="pub plans-page" style={brandVars}>
      <PublicBar>
        <SessionLink targetRoute="/plans" />
      </PublicBar>
      <main className="pub-container plans-main">
        <div className="plans-page-head">
          <h1 className="plans-heading">{t('plansTitle')}</h1>
          <p className="plans-intro">{t('plansIntro')}</p>
          <p className="plans-intro">{t('plansYearlySaving')}</p>
        </div>
        <PlansGrid planHint={params.get('planId')} light={light} discount={discount} />
      </main>
      <PublicFooter />
    </div>
  );
}
