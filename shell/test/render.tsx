import { createQueryClient, UiProvider } from '@atalho/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

export function renderWithUi(ui: ReactElement) {
  return render(<UiProvider queryClient={createQueryClient({ retry: false })}>{ui}</UiProvider>);
}
