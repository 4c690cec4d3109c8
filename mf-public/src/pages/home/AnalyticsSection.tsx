import { brandColors } from '@atalho/ui/tokens';
import { t } from '../../i18n';
import { SectionIntro } from './SectionIntro';
import './home.css';

const BARS = [32, 48, 40, 66, 58, 84, 72, 96, 78, 88, 64, 100];
const SOURCES = [
  { label: 'WhatsApp', value: 46, color: '#25D366' },
  { label: 'Instagram', value: 27, color: '#d62976' },
  { label: 'QR code', value: 17, color: '#0a7c6b' },
  { label: 'Outros', value: 10, color: '#9aa3ad' },
];

/** The bars fade from the brand colour (600) at the base to brand 300 at the top. */
const chartStyle: Record<string, string> = { '--home-bar-top': brandColors[300] };

export function AnalyticsSection() {
  return (
    <section className="home-section" aria-labelledby="analytics-title">
      <div className="pub-container home-split">
        <SectionIntro id="analytics-title" title={t('analyticsTitle')} lead={t('analyticsText')}>
          <p className="home-subtle">{t('analyticsText2')}</p>
        </SectionIntro>
        <div
          className="home-tile home-chart"
          style={chartStyle}
          role="img"
          aria-label={t('analyticsChartLabel')}
        >
          <div className="home-bars">
            {BARS.map((height, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed illustration
              <div key={index} className="home-bar" style={{ height: `${height}%` }} />
            ))}
          </div>
          <div className="home-sources">
            {SOURCES.map((source) => (
              <div key={source.label} className="home-source">
                <span className="home-source-label">{source.label}</span>
                <div className="home-source-track">
                  <div
                    className="home-source-fill"
                    style={{ width: `${source.value}%`, background: source.color }}
                  />
                </div>
                <span className="home-source-value">{source.value}%</span>
              </div>
            ))}
          </div>
        </div>
      </div>
    </section>
  );
}
