import { system } from '@atalho/ui';
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';

export function renderPage(page: ReactElement, path = '/') {
  return render(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </ChakraProvider>,
  );
}
