import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeader } from './PageHeader';

export interface PanelPageProps {
  /** The page's h1. */
  title: string;
  /** What stands under the h1: the intro, a greeting, the area's actions. */
  header?: ReactNode;
  /**
   * How wide the page may grow inside the panel's frame. The page stays on the frame's left edge at any
   * width, so a narrow page (a form, a list of receipts) starts where a wide one (tables, charts) does.
   */
  maxW?: BoxProps['maxW'];
  children?: ReactNode;
}

/**
 * Every panel page: its heading, then its content, in one frame (issue 37 item 5). A page never centres itself
 * in the panel with a width of its own, which moved the heading between tabs; it may only be narrower, from
 * the same left edge.
 */
export function PanelPage({ title, header, maxW, children }: PanelPageProps) {
  return (
    <Box w="full" maxW={maxW} px={{ base: '4', md: '6', lg: '8' }} py={{ base: '4', md: '8' }}>
      <PageHeader title={title}>{header}</PageHeader>
      {children}
    </Box>
  );
}
