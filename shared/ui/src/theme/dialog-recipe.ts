import { dialogSlotRecipe } from '@chakra-ui/react/theme';

/**
 * The one dialog size rule (issue 37): as tall as its content, never taller than the window; the body
 * scrolls and the header and the actions stay in view; centred with a margin on phones too. Chakra's
 * defaults (`outside` scrolling, top placement) let a tall dialog centre itself off the top of a phone's
 * screen, out of reach, and its `full` size stretched short forms to the whole window height.
 * (Chakra's own recipe with two changes; its type holds the stock values as literals, hence the cast.)
 */
export const dialogRecipe = {
  ...dialogSlotRecipe,
  variants: {
    ...dialogSlotRecipe.variants,
    scrollBehavior: {
      ...dialogSlotRecipe.variants?.scrollBehavior,
      inside: {
        positioner: { overflow: 'hidden', px: { base: '3', sm: '0' } },
        content: { maxH: { base: 'calc(100dvh - 1.5rem)', sm: 'calc(100dvh - 7.5rem)' } },
        body: { overflow: 'auto', overscrollBehavior: 'contain' },
      },
    },
  },
  defaultVariants: { ...dialogSlotRecipe.defaultVariants, scrollBehavior: 'inside', placement: 'center' },
} as unknown as typeof dialogSlotRecipe;
