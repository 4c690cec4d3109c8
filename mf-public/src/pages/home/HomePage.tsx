import { hasStoredAuthorization } from '@atalho/sdk';
import { useLoadingOverlay } from '@atalho/ui';
import { Box } from '@chakra-ui/react';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { useHashScroll } from '../../hooks/useHashScroll';
import { useStaggeredReveal } from '../../hooks/useStaggeredReveal';
import { Footer } from '../../light/Footer';
import { AnalyticsSection } from './AnalyticsSection';
import { BenefitsSection } from './BenefitsSection';
import { BioSection } from './bio/BioSection';
import { EbookSection } from './EbookSection';
import { HomeHeader } from './HomeHeader';
import { PlansSection } from './PlansSection';
import { ShortenerSection } from './ShortenerSection';

export const OVERLAY_HIDE_MS = 100;

/** Sections in page order, with the anchor each one holds (for hash scrolling). */
const SECTIONS: { key: string; anchor?: string; render: () => ReactNode }[] = [
  { key: 'shortener', anchor: 'sec-1', render: () => <ShortenerSection /> },
  { key: 'benefits', render: () => <BenefitsSection /> },
  { key: 'plans', anchor: 'sec-3', render: () => <PlansSection /> },
  { key: 'analytics', render: () => <AnalyticsSection /> },
  { key: 'bio', anchor: 'sec-2', render: () => <BioSection /> },
  { key: 'ebook', render: () => <EbookSection /> },
];

function HomeContent() {
  const shown = useStaggeredReveal(SECTIONS.length);
  useHashScroll((id) => SECTIONS.findIndex((section) => section.anchor === id) < shown);

  useEffect(() => {
    const timer = setTimeout(() => useLoadingOverlay.getState().reset(), OVERLAY_HIDE_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Box minH="100vh" bg="bg" display="flex" flexDirection="column">
      <HomeHeader />
      <Box as="main" flex="1">
        {SECTIONS.slice(0, shown).map((section) => (
          <Box key={section.key} animation="fade-in 0.5s ease-out" data-section={section.key}>
            {section.render()}
          </Box>
        ))}
      </Box>
      {shown === SECTIONS.length ? <Footer /> : null}
    </Box>
  );
}

/** /, /conversion, /g, /f. Signed-in visitors go straight to their links. */
export function HomePage() {
  if (hasStoredAuthorization()) return <Navigate to="/painel/links/shortened" replace />;
  return <HomeContent />;
}
