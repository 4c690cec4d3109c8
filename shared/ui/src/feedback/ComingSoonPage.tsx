import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PanelPage } from '../navigation/PanelPage';
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
    <PanelPage
      title={title}
      header={
        <Text color="fg.muted" maxW="3xl">
          {intro}
        </Text>
      }
    >
      {nav}
      <ComingSoonState {...soon} />
    </PanelPage>
  );
}
