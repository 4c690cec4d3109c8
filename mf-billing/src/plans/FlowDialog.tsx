// The subscribe flow's dialogs are Chakra: loaded when a plan is chosen, so the plans grid itself needs none.
import { UiProvider } from '@atalho/ui';
import { useQueryClient } from '@tanstack/react-query';
import type { SubscribeFlow } from '../hooks/useSubscribeFlow';
import { SubscriptionDialog } from '../subscription/SubscriptionDialog';
import { AlreadySubscribedDialog } from './AlreadySubscribedDialog';
import { LoginDialog } from './LoginDialog';

export interface FlowDialogProps {
  flow: SubscribeFlow;
  discount: boolean;
  onClose(): void;
}

/** The dialog of the flow's step (spec 002 §4 "Subscribe flow"), on a page that already has the UI kit. */
export function FlowDialog({ flow, discount, onClose }: FlowDialogProps) {
  if (flow.step === 'login') return <LoginDialog plan={flow.plan} onClose={onClose} />;
  if (flow.step === 'held') return <AlreadySubscribedDialog plan={flow.plan} onClose={onClose} />;
  return <SubscriptionDialog plan={flow.plan} period={flow.period} discount={discount} onClose={onClose} />;
}

/** The same on a light page (decision 024): a Chakra island with the page's query client. */
export function FlowDialogIsland(props: FlowDialogProps) {
  return (
    <UiProvider queryClient={useQueryClient()}>
      <FlowDialog {...props} />
    </UiProvider>
  );
}
