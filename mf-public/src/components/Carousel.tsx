import { ChevronLeftIcon, ChevronRightIcon, PageDots } from '@atalho/ui';
import { Box, HStack, IconButton } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';

interface Props {
  slides: { key: string; label: string; content: ReactNode }[];
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** Advances by itself every `intervalMs` until the visitor uses the controls. */
  intervalMs?: number;
}

/** A small accessible carousel: one slide at a time, arrows, dots, optional autoplay. */
export function Carousel({ slides, label, previousLabel, nextLabel, intervalMs = 4000 }: Props) {
  const [index, setIndex] = useState(0);
  const [auto, setAuto] = useState(true);
  const count = slides.length;

  useEffect(() => {
    if (!auto || count < 2) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [auto, count, intervalMs]);

  const go = (next: number) => {
    setAuto(false);
    setIndex((next + count) % count);
  };

  return (
    <Box as="section" aria-roledescription="carousel" aria-label={label} w="full">
      <Box overflow="hidden" w="full">
        <HStack
          gap="0"
          align="stretch"
          transition="transform 0.5s ease"
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, slideIndex) => (
            <Box
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={slide.label}
              aria-hidden={slideIndex !== index}
              flex="0 0 100%"
              display="flex"
              justifyContent="center"
              inert={slideIndex !== index}
            >
              {slide.content}
            </Box>
          ))}
        </HStack>
      </Box>
      <HStack justify="center" gap="3" mt="4">
        <IconButton
          variant="outline"
          size="sm"
          borderRadius="full"
          aria-label={previousLabel}
          onClick={() => go(index - 1)}
        >
          <ChevronLeftIcon size={18} />
        </IconButton>
        <PageDots
          count={count}
          current={index}
          onSelect={go}
          label={(slideIndex) => slides[slideIndex]?.label ?? ''}
        />
        <IconButton
          variant="outline"
          size="sm"
          borderRadius="full"
          aria-label={nextLabel}
          onClick={() => go(index + 1)}
        >
          <ChevronRightIcon size={18} />
        </IconButton>
      </HStack>
    </Box>
  );
}
