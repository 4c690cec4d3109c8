import { useDocumentTitle } from '@atalho/ui/document-title';
import { brandVars, PublicBar, SessionLink } from '@atalho/ui/light';
import { t } from '../i18n';
import { PlansGrid } from '../plans/PlansGrid';
import { storeDiscountFlag } from '../state/discount';

/**
 * /plans, a light page (decision 024): plain React and CSS, mounted by the shell without Chakra or the
 * router; the subscribe flow's dialogs arrive as a Chakra island. `?planId=` preselects a plan; `?d=` stores
 * a discount flag locally (spec 002 §2).
 */
export function PlansPage() {
  useDocumentTitle(t('plansTitle'));
  const params = new URLSearchParams(globalThis.location.search);
  const discount = params.get('d');
  // Stored before the first render of the cards, so they show the discounted prices at once.
  if (discount) storeDiscountFlag(discount);
  return (
    <div className="pub plans-page" style={brandVars}>
      <PublicBar>
        <SessionLink targetRoute="/plans" />
      </PublicBar>
      <main className="pub-container plans-main">
        <div className="plans-page-head">
          <h1 className="plans-heading">{t('plansTitle')}</h1>
          <p className="plans-intro">{t('plansIntro')}</p>
        </div>
        <PlansGrid planHint={params.get('planId')} light />
      </main>
    </div>
  );
}
