import { ChevronLeftIcon, ChevronRightIcon } from '@atalho/ui/icons';
import { type KeyboardEvent, type ReactNode, useState, useSyncExternalStore } from 'react';
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

/** Cards a page by width, Chakra's breakpoints: 1 on phones, 2 from `md`, 3 from `lg` (spec 002 §2). */
const WIDTHS = [
  { query: '(min-width: 64em)', perPage: 3 },
  { query: '(min-width: 48em)', perPage: 2 },
];

function cardsPerPage(): number {
  return WIDTHS.find(({ query }) => globalThis.matchMedia?.(query).matches)?.perPage ?? 1;
}

function onWidthChange(notify: () => void): () => void {
  const lists = WIDTHS.map(({ query }) => globalThis.matchMedia?.(query)).filter(
    (list) => list !== undefined,
  );
  for (const list of lists) list.addEventListener('change', notify);
  return () => {
    for (const list of lists) list.removeEventListener('change', notify);
  };
}

/** Plan cards side by side; arrows, dots and the arrow keys page through. Hidden cards are inert. */
export function PlansCarousel({ slides, focusIndex }: PlansCarouselProps) {
  const perPage = useSyncExternalStore(onWidthChange, cardsPerPage, () => 3);
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
    <section
      aria-roledescription={t('plansCarousel')}
      aria-label={t('plansCarouselLabel')}
      onKeyDown={onKeyDown}
      style={{ '--plans-per-page': perPage } as Record<string, number>}
    >
      <div className="plans-viewport">
        <div
          className="plans-track"
          style={{ transform: `translateX(calc(-${start} * (100% + 1rem) / ${perPage}))` }}
        >
          {slides.map((slide, index) => {
            const visible = index >= start && index < start + perPage;
            return (
              // biome-ignore lint/a11y/useSemanticElements: a carousel's slide is a group (WAI-ARIA APG), not a form's fieldset
              <div
                key={slide.key}
                className="plans-slide"
                role="group"
                aria-roledescription={t('plansSlide')}
                aria-label={t('plansSlideLabel', { name: slide.label, index: index + 1, total: count })}
                aria-hidden={visible ? undefined : true}
                inert={!visible}
              >
                {slide.content}
              </div>
            );
          })}
        </div>
      </div>
      {pages > 1 ? (
        <div className="plans-controls">
          <button
            type="button"
            className="pub-round"
            aria-label={t('plansPrevious')}
            disabled={page === 0}
            onClick={() => go(page - 1)}
          >
            <ChevronLeftIcon />
          </button>
          <div className="pub-dots">
            {Array.from({ length: pages }, (_, index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its page's index
                key={index}
                type="button"
                className="pub-dot"
                aria-label={t('plansGoToPage', { page: index + 1, total: pages })}
                aria-current={index === page ? 'true' : undefined}
                data-current={index === page ? '' : undefined}
                onClick={() => go(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="pub-round"
            aria-label={t('plansNext')}
            disabled={page === pages - 1}
            onClick={() => go(page + 1)}
          >
            <ChevronRightIcon />
          </button>
          <span className="pub-sr-only" aria-live="polite">
            {t('plansPageOf', { page: page + 1, total: pages })}
          </span>
        </div>
      ) : null}
    </section>
  );
}
