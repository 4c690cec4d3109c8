import { usePlansDialog } from '@atalho/ui';
import { Box, Button, Center, Dialog, Portal, Spinner } from '@chakra-ui/react';
import { type ComponentType, lazy, Suspense, useState } from 'react';
import { loadRemoteModule } from '../federation/load-remote';
import { RemoteBoundary, RemoteFallback } from '../federation/RemoteBoundary';
import { resetRemote } from '../federation/remotes';

export interface PlansDialogProps {
  open: boolean;
  planHint: string | null;
  onClose(): void;
}

const loadPlansDialog = () =>
  lazy(async () => ({
    default: await loadRemoteModule<ComponentType<PlansDialogProps>>('mf_billing', 'PlansDialog'),
  }));

function Fallback({ onRetry, retrying, onClose }: { onRetry(): void; retrying: boolean; onClose(): void }) {
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Body>
              <RemoteFallback retrying={retrying} onRetry={onRetry} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Fechar
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * Renders mf_billing/PlansDialog while `usePlansDialog` is open. The remote may read the store itself;
 * it also gets `open`, `planHint` and `onClose` as props.
 */
export function PlansDialogHost() {
  const { isOpen, planHint, close } = usePlansDialog();
  const [PlansDialog, setPlansDialog] = useState(loadPlansDialog);
  if (!isOpen) return null;

  const retry = async () => {
    await resetRemote('mf_billing');
    setPlansDialog(loadPlansDialog);
  };

  return (
    <RemoteBoundary
      name="mf_billing/PlansDialog"
      onRetry={retry}
      renderFallback={(onRetry, retrying) => (
        <Fallback onRetry={onRetry} retrying={retrying} onClose={close} />
      )}
    >
      <Suspense
        fallback={
          <Portal>
            <Center position="fixed" inset="0" zIndex="modal" bg="blackAlpha.400">
              <Box bg="bg.panel" p="6" borderRadius="l3" boxShadow="lg">
                <Spinner color="brand.solid" />
              </Box>
            </Center>
          </Portal>
        }
      >
        <PlansDialog open planHint={planHint} onClose={close} />
      </Suspense>
    </RemoteBoundary>
  );
}
