import { ChevronLeftIcon, ChevronRightIcon, PageDots } from '@atalho/ui';
import { Box, HStack, IconButton, useBreakpointValue, VisuallyHidden } from '@chakra-ui/react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';
import { t } from '../i18n';

export interface PlanSlide {
  key: string;
  label: string;
  content: ReactNode;
}

export interface PlansCarouselProps {
  slides: PlanSlide[];
  /** The slide to show first (a preselected plan); the first page when absent. */
  focusIndex?: number;
}

const GAP_PX = 16;

/** Plan cards side by side: 1 on phones, 2 on small screens, 3 otherwise (spec 002 §2); arrows and dots page through. */
export function PlansCarousel({ slides, focusIndex }: PlansCarouselProps) {
  const perPage = useBreakpointValue({ base: 1, md: 2, lg: 3 }, { ssr: false }) ?? 3;
  const count = slides.length;
  const pages = Math.max(1, Math.ceil(count / perPage));
  // The first card of the page the person moved to; kept as a card so a resize keeps it in view.
  const [anchor, setAnchor] = useState<number | null>(null);
  const page = Math.min(pages - 1, Math.floor((anchor ?? focusIndex ?? 0) / perPage));
  // The last page is filled from the end rather than left half empty.
  const start = Math.max(0, Math.min(page * perPage, count - perPage));
  const go = (next: number) => setAnchor(Math.max(0, Math.min(pages - 1, next)) * perPage);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(page - 1);
    else if (event.key === 'ArrowRight') go(page + 1);
    else return;
    event.preventDefault();
  };

  return (
    <Box
      role="region"
      aria-roledescription={t('plansCarousel')}
      aria-label={t('plansCarouselLabel')}
      onKeyDown={onKeyDown}
    >
      <Box overflow="hidden" py="2" px="1" mx="-1">
        <HStack
          gap={`${GAP_PX}px`}
          align="stretch"
          transition="transform 0.4s ease"
          style={{ transform: `translateX(calc(-${start} * (100% + ${GAP_PX}px) / ${perPage}))` }}
        >
          {slides.map((slide, index) => {
            const visible = index >= start && index < start + perPage;
            return (
              <Box
                key={slide.key}
                role="group"
                aria-roledescription={t('plansSlide')}
                aria-label={t('plansSlideLabel', { name: slide.label, index: index + 1, total: count })}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
                flex={`0 0 calc((100% - ${(perPage - 1) * GAP_PX}px) / ${perPage})`}
                minW="0"
                display="flex"
                flexDirection="column"
                css={{ '& > *': { flex: '1' } }}
              >
                {slide.content}
              </Box>
            );
          })}
        </HStack>
      </Box>
      {pages > 1 && (
        <HStack justify="center" gap="3" mt="4">
          <IconButton
            variant="outline"
            size="sm"
            borderRadius="full"
            aria-label={t('plansPrevious')}
            disabled={page === 0}
            onClick={() => go(page - 1)}
          >
            <ChevronLeftIcon />
          </IconButton>
          <PageDots
            count={pages}
            current={page}
            onSelect={go}
            label={(index) => t('plansGoToPage', { page: index + 1, total: pages })}
          />
          <IconButton
            variant="outline"
            size="sm"
            borderRadius="full"
            aria-label={t('plansNext')}
            disabled={page === pages - 1}
            onClick={() => go(page + 1)}
          >
            <ChevronRightIcon />
          </IconButton>
          <VisuallyHidden aria-live="polite">
            {t('plansPageOf', { page: page + 1, total: pages })}
          </VisuallyHidden>
        </HStack>
      )}
    </Box>
  );
}
