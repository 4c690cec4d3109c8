import { AppDialog } from '@atalho/ui';
import { loadFederatedModule } from '@atalho/ui/visitor-dom';
import { Button, Text } from '@chakra-ui/react';
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
import { metricsUrlOf } from './public-address';

interface PreviewEditorProps {
  onlineAddressId: number;
  open: boolean;
  onClose(): void;
}

const PREVIEW_EDITOR_ID = 'mf_links/PreviewEditor';

/** The links area's preview (Open Graph) editor, exposed for the bio and info-product areas (decision 001). */
const lazyEditor = () =>
  lazy(async () => {
    const module = await loadFederatedModule<{ default?: ComponentType<PreviewEditorProps> }>(
      PREVIEW_EDITOR_ID,
    );
    if (!module.default) throw new Error(`${PREVIEW_EDITOR_ID} has no default export`);
    return { default: module.default };
  });

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
}

class EditorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`[atalho] ${PREVIEW_EDITOR_ID} failed`, error, info.componentStack);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * The social-preview editor of an info product's link, opened in place from mf-links. When that remote cannot
 * be loaded, the dialog says so and links to the link in the links list, where the same editor is.
 */
export function RemotePreviewEditor({
  onlineAddressId,
  onClose,
}: {
  onlineAddressId: number;
  onClose(): void;
}) {
  const [Editor] = useState(lazyEditor);
  const failed = (
    <AppDialog
      open
      onClose={onClose}
      title={t('previewFailed')}
      footer={
        <Button asChild variant="outline">
          <a href={metricsUrlOf(onlineAddressId)}>{t('previewInLinks')}</a>
        </Button>
      }
    >
      <Text>{t('previewFailedHint')}</Text>
    </AppDialog>
  );
  return (
    <EditorBoundary fallback={failed}>
      <Suspense fallback={null}>
        <Editor onlineAddressId={onlineAddressId} open onClose={onClose} />
      </Suspense>
    </EditorBoundary>
  );
}
