import type { OnlineAddressView } from '@atalho/sdk/schemas';
import { type ComponentType, useCallback, useMemo, useRef, useState } from 'react';
import { vt } from './copy';
import { RedirectLoader } from './RedirectLoader';
import type { ReportLinkPanelProps } from './report/ReportLinkPanel';
import { useCountdown } from './useCountdown';
import { waitPlanFor } from './wait-rules';

interface Props {
  link: OnlineAddressView;
  onElapsed: () => void;
}

export function RedirectCountdown({ link, onElapsed }: Props) {
  const plan = useMemo(() => waitPlanFor(link), [link]);
  const [cancelled, setCancelled] = useState(false);
  const left = useRef(false);
  const leaveOnce = useCallback(() => {
    if (left.current) return;
    left.current = true;
    onElapsed();
  }, [onElapsed]);
  const progress = useCountdown(plan, !cancelled, leaveOnce);

  const [ReportPanel, setReportPanel] = useState<ComponentType<ReportLinkPanelProps> | null>(null);
  const [reportOpen, setReportOpen] = useState(false);
  const reportButton = useRef<HTMLButtonElement>(null);

  const openReport = async () => {
    if (!ReportPanel) {
      const module = await import('./report/ReportLinkPanel');
      setReportPanel(() => module.ReportLinkPanel);
    }
    setReportOpen(true);
  };
  const closeReport = () => {
    setReportOpen(false);
    reportButton.current?.focus();
  };

  return (
    <RedirectLoader
      plan={plan}
      progress={progress}
      url={link.url}
      actions={
        cancelled ? (
          <>
            <p className="atl-muted" role="status">
              {vt('cancelled')}
            </p>
            <a className="atl-button" href={link.url} rel="noopener nofollow">
              {vt('continue')}
            </a>
            <button
              ref={reportButton}
              type="button"
              className="atl-button atl-button--ghost"
              onClick={openReport}
            >
              {vt('reportLink')}
            </button>
          </>
        ) : (
          <button type="button" className="atl-button atl-button--outline" onClick={() => setCancelled(true)}>
            {vt('cancel')}
          </button>
        )
      }
    >
      {ReportPanel && reportOpen ? <ReportPanel onlineAddressId={link.id} onClose={closeReport} /> : null}
    </RedirectLoader>
  );
}
