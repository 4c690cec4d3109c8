import type { OnlineAddressView } from '@atalho/sdk/schemas';
import { AtalhoLogo } from '@atalho/ui/visitor';
import { type ComponentType, useCallback, useMemo, useRef, useState } from 'react';
import { brandVars } from './brand-vars';
import { vt } from './copy';
import { ProgressRing } from './ProgressRing';
import { PromotionBanner } from './PromotionBanner';
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

  const siteName = plan.siteName;
  return (
    <main style={brandVars} className={`atl-redirect${plan.showPromotion ? ' atl-redirect--promo' : ''}`}>
      <section className="atl-card" aria-labelledby="atl-redirect-title">
        <div className="atl-brand">
          {plan.logoSrc ? (
            <img className="atl-logo" src={plan.logoSrc} alt={siteName ?? vt('logoAlt')} />
          ) : (
            <AtalhoLogo height={36} />
          )}
          {siteName ? <p className="atl-site-name">{siteName}</p> : null}
        </div>

        <ProgressRing value={progress} label={vt('progressLabel')} />
        <div className="atl-bar" aria-hidden="true">
          <div className="atl-bar__fill" style={{ width: `${progress}%` }} />
        </div>

        <h1 id="atl-redirect-title" className="atl-title">
          {vt('redirectingTo')}
        </h1>
        <a className="atl-target" href={link.url} rel="noopener nofollow">
          {link.url}
        </a>

        <div className="atl-actions">
          {cancelled ? (
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
            <button
              type="button"
              className="atl-button atl-button--outline"
              onClick={() => setCancelled(true)}
            >
              {vt('cancel')}
            </button>
          )}
        </div>

        {plan.showPromotion ? (
          <a className="atl-button atl-button--accent" href="/">
            {vt('promoButton')}
          </a>
        ) : null}
      </section>

      {plan.banner ? (
        <a
          className="atl-owner-banner"
          href={plan.banner.link ?? link.url}
          target="_blank"
          rel="noopener nofollow"
        >
          <img src={plan.banner.src} alt={vt('bannerAlt')} />
        </a>
      ) : null}

      {plan.showPromotion ? <PromotionBanner /> : null}

      {ReportPanel && reportOpen ? <ReportPanel onlineAddressId={link.id} onClose={closeReport} /> : null}
    </main>
  );
}
