// Panel view (mf-links' loading-screen config page): plain CSS like the visitor views, no Chakra UI.
import { useEffect, useMemo, useState } from 'react';
import { RedirectLoader } from '../redirect/RedirectLoader';
import { type OwnerConfig, waitPlanFor } from '../redirect/wait-rules';
import '../redirect/redirect.css';

export interface LoaderPreviewProps {
  /** The config being edited (unsaved values included). */
  config: OwnerConfig;
  /** The destination shown under the progress. */
  url: string;
}

/**
 * The real redirect loader, as visitors of a PRO owner's links will see it with this config, its progress
 * running over the configured seconds and starting again.
 */
export default function LoaderPreview({ config, url }: LoaderPreviewProps) {
  const plan = useMemo(
    () => waitPlanFor({ url, user: { features: ['shortRedirectWait', 'loadingScreen'], config } }),
    [config, url],
  );
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    setElapsed(0);
    // One extra second at 100 % before starting over.
    const timer = window.setInterval(
      () => setElapsed((seconds) => (seconds > plan.seconds ? 0 : seconds + 1)),
      1000,
    );
    return () => window.clearInterval(timer);
  }, [plan.seconds]);
  const progress = plan.seconds === 0 ? 100 : Math.min(100, plan.stepPerSecond * elapsed);
  return <RedirectLoader plan={plan} progress={progress} url={url} preview />;
}
