import { renderInfoproductPage } from '@atalho/sdk/infoproduct-page';
import { INFOPRODUCT_PREVIEW_WIDTHS, type InfoproductView } from '@atalho/sdk/infoproducts';
import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type WizardKey, wt } from '../../wizard-i18n';

/** The phone the preview opens on (about an iPhone's 390 px), then the spec's other widths. */
const MOBILE_WIDTH = 390;
const DEVICES: { label: WizardKey; width: number }[] = [
  { label: 'deviceMobile', width: MOBILE_WIDTH },
  ...(['deviceTablet', 'deviceLaptop', 'deviceDesktop', 'device4k'] as const).map((label, index) => ({
    label,
    width: INFOPRODUCT_PREVIEW_WIDTHS[index] as number,
  })),
];

const stopEvent = (event: Event) => event.preventDefault();

/**
 * The public page as it will look (spec 001 §2 live preview): the same markup and stylesheet as `/{subdomain}`
 * (`renderInfoproductPage`), laid out at the chosen device width (the page's container queries answer to its
 * box) and scaled down to fit the column. It lives in a shadow root, so the panel's styles and the page's do
 * not meet, and it is inert: nothing in it can be focused, clicked or submitted.
 */
export function PagePreview({ view, height }: { view: InfoproductView; height: string }) {
  const [device, setDevice] = useState(MOBILE_WIDTH);
  const page = useMemo(
    () => renderInfoproductPage(view, { formAction: '#', state: { kind: 'form' } }),
    [view],
  );
  const frame = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [frameWidth, setFrameWidth] = useState(0);
  const [pageHeight, setPageHeight] = useState(0);

  useLayoutEffect(() => {
    const element = host.current;
    if (!element) return;
    const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
    root.innerHTML = `<style>:host{display:block}${page.css}</style>${page.html}`;
  }, [page]);

  useEffect(() => {
    const element = host.current;
    const root = element?.shadowRoot;
    root?.addEventListener('submit', stopEvent, true);
    root?.addEventListener('click', stopEvent, true);
    return () => {
      root?.removeEventListener('submit', stopEvent, true);
      root?.removeEventListener('click', stopEvent, true);
    };
  }, []);

  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      setFrameWidth(frame.current?.clientWidth ?? 0);
      setPageHeight(host.current?.offsetHeight ?? 0);
    });
    if (frame.current) observer.observe(frame.current);
    if (host.current) observer.observe(host.current);
    return () => observer.disconnect();
  }, []);

  const scale = frameWidth > 0 ? Math.min(1, frameWidth / device) : 1;
  return (
    <Stack gap="3" h="full" minH="0" data-testid="page-preview">
      <HStack gap="1" wrap="wrap" role="group" aria-label={wt('previewDevice')}>
        {DEVICES.map(({ label, width }) => (
          <Button
            key={width}
            size="xs"
            variant={device === width ? 'solid' : 'outline'}
            aria-pressed={device === width}
            title={wt('deviceWidth', { width })}
            onClick={() => setDevice(width)}
          >
            {wt(label)}
          </Button>
        ))}
        <Text fontSize="xs" color="fg.muted" ms="auto" aria-live="polite">
          {wt('deviceWidth', { width: device })} · {Math.round(scale * 100)}%
        </Text>
      </HStack>
      {/* Focusable so a keyboard can scroll it: the page inside is inert and takes no focus. */}
      <Box
        ref={frame}
        role="region"
        aria-label={wt('previewTitle')}
        tabIndex={0}
        h={height}
        minH="20rem"
        overflowY="auto"
        overflowX="hidden"
        borderWidth="1px"
        borderColor="border.emphasized"
        borderRadius="l3"
        bg="bg.muted"
        boxShadow="sm"
      >
        <Box
          position="relative"
          overflow="hidden"
          mx="auto"
          style={{ height: pageHeight ? pageHeight * scale : undefined, width: device * scale }}
        >
          <div
            ref={host}
            inert
            data-testid="page-preview-host"
            style={{
              width: device,
              transform: scale === 1 ? undefined : `scale(${scale})`,
              transformOrigin: 'top left',
              pointerEvents: 'none',
              background: '#fff',
            }}
          />
        </Box>
      </Box>
    </Stack>
  );
}
