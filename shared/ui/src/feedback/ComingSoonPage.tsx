import { Container, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeader } from '../navigation/PageHeader';
import { ComingSoonState, type ComingSoonStateProps } from './ComingSoonState';

export interface ComingSoonPageProps {
  /** The page's h1 and the paragraph under it. */
  title: string;
  intro: string;
  /** Between the header and the state, e.g. the area's tabs. */
  nav?: ReactNode;
  /** What the area will do (the coming-soon empty state). */
  soon: ComingSoonStateProps;
}

/** A panel area whose feature has not arrived yet: its header, then what is coming; it calls nothing. */
export function ComingSoonPage({ title, intro, nav, soon }: ComingSoonPageProps) {
  return (
    <Container maxW="6xl" py={{ base: '4', md: '8' }}>
      <PageHeader title={title}>
        <Text color="fg.muted" maxW="3xl">
          {intro}
        </Text>
      </PageHeader>
      {nav}
      <ComingSoonState {...soon} />
    </Container>
  );
}
