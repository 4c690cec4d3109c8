import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '../src/queries/query-client';
import { UiProvider } from '../src/theme/UiProvider';

export function renderWithUi(ui: ReactElement) {
  return render(<UiProvider queryClient={createQueryClient({ retry: false })}>{ui}</UiProvider>);
}
