// Panel view (mf-links' loading-screen config page): the visitors' own framework-free loader (decision 021)
// mounted into a React element, so the preview and the redirect screen are one implementation.
import { useEffect, useMemo, useRef } from 'react';
import { renderLoader } from '../redirect/loader';
import { type OwnerConfig, waitPlanFor } from '../redirect/wait-rules';

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
  const box = useRef<HTMLDivElement>(null);
  const plan = useMemo(
    () => waitPlanFor({ url, user: { features: ['shortRedirectWait', 'loadingScreen'], config } }),
    [config, url],
  );
  useEffect(() => {
    const loader = renderLoader({ plan, url, preview: true });
    box.current?.replaceChildren(loader.root);
    let elapsed = 0;
    const show = () =>
      loader.setProgress(plan.seconds === 0 ? 100 : Math.min(100, plan.stepPerSecond * elapsed));
    show();
    // One extra second at 100 % before starting over.
    const timer = window.setInterval(() => {
      elapsed = elapsed > plan.seconds ? 0 : elapsed + 1;
      show();
    }, 1000);
    return () => {
      window.clearInterval(timer);
      loader.root.remove();
    };
  }, [plan, url]);
  return <div ref={box} />;
}
