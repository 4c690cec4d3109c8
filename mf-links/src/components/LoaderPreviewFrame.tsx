import { loadFederatedModule } from '@atalho/ui/visitor-dom';
import { Skeleton, Text } from '@chakra-ui/react';
import { Component, type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { t } from '../i18n';

/** The props of mf_public/LoaderPreview (mf-public/src/exposes/LoaderPreview.tsx). */
export interface LoaderPreviewProps {
  config: {
    picture: { src: string; deleted: boolean } | null;
    siteName: string | null;
    loaderTime: number | null;
    bannerImage: { src: string; deleted: boolean } | null;
    bannerLink: string | null;
  };
  url: string;
}

type Loaded = { view: ComponentType<LoaderPreviewProps> } | { failed: true } | null;

async function loadPreview(): Promise<ComponentType<LoaderPreviewProps>> {
  // The visitors' own loader, from mf-public through federation: the preview is the real thing, not a copy.
  const module = await loadFederatedModule<{ default?: ComponentType<LoaderPreviewProps> }>(
    'mf_public/LoaderPreview',
  );
  if (!module.default) throw new Error('mf_public/LoaderPreview has no default export');
  return module.default;
}

class Boundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The live preview of the redirect loader with the values being edited. */
export function LoaderPreviewFrame(props: LoaderPreviewProps) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  useEffect(() => {
    let alive = true;
    loadPreview()
      .then((view) => alive && setLoaded({ view }))
      .catch(() => alive && setLoaded({ failed: true }));
    return () => {
      alive = false;
    };
  }, []);
  const failure = <Text color="fg.muted">{t('configPreviewError')}</Text>;
  if (!loaded) return <Skeleton h="80" borderRadius="l3" />;
  if ('failed' in loaded) return failure;
  const Preview = loaded.view;
  return (
    <Boundary fallback={failure}>
      <Preview {...props} />
    </Boundary>
  );
}
