import { queryClient } from '@atalho/ui/queries';
import { QueryClientProvider } from '@tanstack/react-query';
import { PlansPage } from '../pages/PlansPage';

/** /plans as the shell's light page (decision 024): the page's one query client, without the app around it. */
export default function LightPlansPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <PlansPage light />
    </QueryClientProvider>
  );
}
