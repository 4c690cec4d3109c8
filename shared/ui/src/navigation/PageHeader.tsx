import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A page's h1 and what stands under it (a subtitle, actions). */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Stack gap="2" mb={{ base: '5', md: '8' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
