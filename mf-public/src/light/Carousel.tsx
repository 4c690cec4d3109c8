import { ChevronLeftIcon, ChevronRightIcon } from '@atalho/ui/icons';
import { brandVars } from '@atalho/ui/light';
import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import './pieces.css';

interface Props {
  slides: { key: string; label: string; content: ReactNode }[];
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Advances by itself every `intervalMs` until the visitor uses the carousel (never with reduced motion). */
  intervalMs?: number;
}

/** How far a finger must travel sideways for a swipe. */
const SWIPE_PX = 40;

const prefersReducedMotion = () =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * One slide at a time: arrows, dots and autoplay, plain React and CSS (no Chakra), so it serves the light
 * pages and the Chakra ones alike. A sideways swipe moves one slide; the hidden ones are inert.
 */
export function Carousel({ slides, label, previousLabel, nextLabel, intervalMs = 4000 }: Props) {
  const count = slides.length;
  const [current, setCurrent] = useState(0);
  const [auto, setAuto] = useState(() => count > 1 && !prefersReducedMotion());
  const swipeFrom = useRef<number | undefined>(undefined);

  const show = (index: number) => setCurrent((index + count) % count);

  useEffect(() => {
    if (!auto) return;
    const timer = setInterval(() => setCurrent((index) => (index + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [auto, count, intervalMs]);

  // A sideways swipe moves one slide (the viewport lets vertical panning scroll the page).
  const onPointerDown = (event: PointerEvent) => {
    swipeFrom.current = event.clientX;
    setAuto(false);
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = swipeFrom.current;
    swipeFrom.current = undefined;
    if (from === undefined || Math.abs(event.clientX - from) < SWIPE_PX) return;
    show(current + (event.clientX < from ? 1 : -1));
  };

  return (
    <section
      className="pub pub-carousel"
      style={brandVars}
      aria-roledescription="carrossel"
      aria-label={label}
    >
      {/* Touching the slides or using any control stops the autoplay for good. */}
      <div
        className="pub-carousel-viewport"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          swipeFrom.current = undefined;
        }}
      >
        <div className="pub-carousel-track" style={{ transform: `translateX(${-100 * current}%)` }}>
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: a carousel's slide is a group (WAI-ARIA APG), not a form's fieldset
            <div
              key={slide.key}
              className="pub-carousel-slide"
              role="group"
              aria-roledescription="slide"
              aria-label={slide.label}
              aria-hidden={index !== current}
              inert={index !== current}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="pub-carousel-controls" onClickCapture={() => setAuto(false)}>
          <button
            type="button"
            className="pub-round"
            aria-label={previousLabel}
            onClick={() => show(current - 1)}
          >
            <ChevronLeftIcon size={18} />
          </button>
          <div className="pub-dots">
            {slides.map((slide, index) => (
              <button
                key={slide.key}
                type="button"
                className="pub-dot"
                aria-label={slide.label}
                aria-current={index === current ? 'true' : undefined}
                data-current={index === current ? '' : undefined}
                onClick={() => show(index)}
              />
            ))}
          </div>
          <button
            type="button"
            className="pub-round"
            aria-label={nextLabel}
            onClick={() => show(current + 1)}
          >
            <ChevronRightIcon size={18} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
