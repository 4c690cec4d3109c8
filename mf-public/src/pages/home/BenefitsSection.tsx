import { ChartIcon, EyeIcon, LinkIcon, PulseIcon } from '@atalho/ui/icons';
import type { ReactNode } from 'react';
import { type PublicCopyKey, t } from '../../i18n';
import './home.css';

const BENEFITS: { icon: ReactNode; title: PublicCopyKey; text: PublicCopyKey }[] = [
  { icon: <LinkIcon size={18} />, title: 'benefitUrlTitle', text: 'benefitUrlText' },
  { icon: <ChartIcon size={18} />, title: 'benefitMetricsTitle', text: 'benefitMetricsText' },
  { icon: <EyeIcon size={18} />, title: 'benefitPreviewTitle', text: 'benefitPreviewText' },
  { icon: <PulseIcon size={18} />, title: 'benefitAnalyticsTitle', text: 'benefitAnalyticsText' },
];

export function BenefitsSection() {
  return (
    <section className="home-section" aria-labelledby="benefits-title">
      <div className="pub-container">
        <h2 id="benefits-title" className="home-title home-benefits-title">
          {t('benefitsTitle')}
        </h2>
        <div className="home-grid">
          {BENEFITS.map((benefit) => (
            <div key={benefit.title} className="home-tile home-benefit">
              <span className="home-benefit-icon">{benefit.icon}</span>
              <h3 className="home-h3">{t(benefit.title)}</h3>
              <p className="home-subtle home-small">{t(benefit.text)}</p>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
