import { keepDiscountFlag } from '@atalho/sdk';
import { useDocumentTitle } from '@atalho/ui/document-title';
import { brandVars, PublicFooter } from '@atalho/ui/light';
import { queryClient } from '@atalho/ui/queries';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useHashScroll } from '../../hooks/useHashScroll';
import { useStaggeredReveal } from '../../hooks/useStaggeredReveal';
import { AnalyticsSection } from './AnalyticsSection';
import { BenefitsSection } from './BenefitsSection';
import { BioSection } from './bio/BioSection';
import { EbookSection } from './EbookSection';
import { HomeHeader } from './HomeHeader';
import { PlansSection } from './PlansSection';
import { ShortenerSection } from './ShortenerSection';
import './home.css';
import './hero.css';

/** Sections in page order, with the anchor each one holds (for hash scrolling). */
const SECTIONS: { key: string; anchor?: string; render: () => ReactNode }[] = [
  { key: 'shortener', anchor: 'sec-1', render: () => <ShortenerSection /> },
  { key: 'benefits', render: () => <BenefitsSection /> },
  { key: 'plans', anchor: 'sec-3', render: () => <PlansSection /> },
  { key: 'analytics', render: () => <AnalyticsSection /> },
  { key: 'bio', anchor: 'sec-2', render: () => <BioSection /> },
  { key: 'ebook', render: () => <EbookSection /> },
];

/**
 * /, /conversion, /g, /f for visitors: plain React and CSS (decision 023), mounted by the shell without
 * Chakra or the router; the sections appear one after another (spec 000 §2). Signed-in visitors never
 * get here: the shell hands them to the app, which sends them to their links.
 */
export function HomePage() {
  useDocumentTitle();
  // `/?d=1` keeps the discount flag as `/plans?d=1` does (spec 002 §2); the server decides who gets it.
  keepDiscountFlag(globalThis.location.search);
  const shown = useStaggeredReveal(SECTIONS.length);
  useHashScroll((id) => SECTIONS.findIndex((section) => section.anchor === id) < shown);

  return (
    <QueryClientProvider client={queryClient}>
      <div className="pub home" style={brandVars}>
        <HomeHeader />
        <main className="home-main">
          {SECTIONS.slice(0, shown).map((section) => (
            <div key={section.key} className="home-reveal" data-section={section.key}>
              {section.render()}
            </div>
          ))}
        </main>
        {shown === SECTIONS.length ? <PublicFooter /> : null}
      </div>
    </QueryClientProvider>
  );
}
