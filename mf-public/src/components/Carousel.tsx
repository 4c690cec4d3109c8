import { ChevronLeftIcon, ChevronRightIcon } from '@atalho/ui';
import { Carousel as ChakraCarousel, IconButton } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';

interface Props {
  slides: { key: string; label: string; content: ReactNode }[];
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Advances by itself every `intervalMs` until the visitor uses the controls. */
  intervalMs?: number;
}

/** One slide at a time with arrows, dots and autoplay: Chakra's Carousel with the page's labels. */
export function Carousel({ slides, label, previousLabel, nextLabel, intervalMs = 4000 }: Props) {
  const [auto, setAuto] = useState(true);
  const labelOf = (index: number) => slides[index]?.label ?? '';

  return (
    <ChakraCarousel.Root
      slideCount={slides.length}
      autoplay={auto && slides.length > 1 ? { delay: intervalMs } : false}
      loop
      aria-label={label}
      w="full"
      translations={{
        prevTrigger: previousLabel,
        nextTrigger: nextLabel,
        indicator: labelOf,
        item: labelOf,
      }}
    >
      <ChakraCarousel.ItemGroup>
        {slides.map((slide, index) => (
          <ChakraCarousel.Item key={slide.key} index={index} display="flex" justifyContent="center">
            {slide.content}
          </ChakraCarousel.Item>
        ))}
      </ChakraCarousel.ItemGroup>
      {/* Any use of the controls stops the autoplay for good. */}
      <ChakraCarousel.Control justifyContent="center" gap="3" mt="4" onClickCapture={() => setAuto(false)}>
        <ChakraCarousel.PrevTrigger asChild>
          <IconButton variant="outline" size="sm" borderRadius="full">
            <ChevronLeftIcon size={18} />
          </IconButton>
        </ChakraCarousel.PrevTrigger>
        {/* Dots stay 10 px to the eye, but each one is a 24 px tap target (WCAG 2.2 target size). */}
        <ChakraCarousel.IndicatorGroup gap="1">
          {slides.map((slide, index) => (
            <ChakraCarousel.Indicator
              key={slide.key}
              index={index}
              boxSize="6"
              bg="transparent"
              position="relative"
              _before={{
                content: '""',
                position: 'absolute',
                inset: '7px',
                borderRadius: 'full',
                bg: 'colorPalette.subtle',
              }}
              _current={{ bg: 'transparent', _before: { bg: 'colorPalette.solid' } }}
            />
          ))}
        </ChakraCarousel.IndicatorGroup>
        <ChakraCarousel.NextTrigger asChild>
          <IconButton variant="outline" size="sm" borderRadius="full">
            <ChevronRightIcon size={18} />
          </IconButton>
        </ChakraCarousel.NextTrigger>
      </ChakraCarousel.Control>
    </ChakraCarousel.Root>
  );
}
