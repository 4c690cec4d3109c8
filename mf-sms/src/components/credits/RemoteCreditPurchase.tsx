import { AppDialog } from '@atalho/ui';
import { loadFederatedModule } from '@atalho/ui/visitor-dom';
import { Text } from '@chakra-ui/react';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { t } from '../../i18n';

interface CreditPurchaseDialogProps {
  open: boolean;
  onClose(): void;
  onConfirm?: () => void;
}

const CREDIT_PURCHASE_ID = 'mf_billing/CreditPurchaseDialog';

/** The billing area's credit purchase wizard (spec 002 §4), exposed for this area (decision 001). */
const lazyPurchase = () =>
  lazy(async () => {
    const module = await loadFederatedModule<{ default?: ComponentType<CreditPurchaseDialogProps> }>(
      CREDIT_PURCHASE_ID,
    );
    if (!module.default) throw new Error(`${CREDIT_PURCHASE_ID} has no default export`);
    return { default: module.default };
  });

class PurchaseBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[atalho] ${CREDIT_PURCHASE_ID} failed`, error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Opens mf-billing's purchase wizard in place; when that remote cannot load, the dialog says so. */
export function RemoteCreditPurchase({ onClose, onConfirm }: { onClose(): void; onConfirm?: () => void }) {
  const [Purchase] = useState(lazyPurchase);
  const failed = (
    <AppDialog open onClose={onClose} title={t('creditsFailed')}>
      <Text>{t('creditsFailedHint')}</Text>
    </AppDialog>
  );
  return (
    <PurchaseBoundary fallback={failed}>
      <Suspense fallback={null}>
        <Purchase open onClose={onClose} onConfirm={onConfirm} />
      </Suspense>
    </PurchaseBoundary>
  );
}
