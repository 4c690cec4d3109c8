import { t } from '../../../i18n';
import { Carousel } from '../../../light/Carousel';
import { GoogleButton } from '../../../light/GoogleButton';
import { SectionIntro } from '../SectionIntro';
import { BioPhone } from './BioPhone';
import { BIO_EXAMPLES } from './bio-examples';
import '../home.css';

const BIO_EDITOR = '/painel/links/page-bio';

/** Bio examples; the home page is for visitors (signed-in people go to their links), so its action signs in. */
export function BioSection() {
  const slides = BIO_EXAMPLES.map((example, index) => ({
    key: example.handle,
    label: t('bioSlide', { index: index + 1, total: BIO_EXAMPLES.length }),
    content: <BioPhone example={example} />,
  }));

  return (
    <section id="sec-2" className="home-section home-section--brand home-anchor">
      <div className="pub-container home-split">
        <SectionIntro title={t('bioTitle')} lead={t('bioText')} className="home-stack--loose">
          <div>
            <GoogleButton size="lg" targetRoute={BIO_EDITOR} label={t('bioGoogle')} />
          </div>
        </SectionIntro>
        <Carousel
          slides={slides}
          label={t('bioCarouselLabel')}
          previousLabel={t('bioPrevious')}
          nextLabel={t('bioNext')}
        />
      </div>
    </section>
  );
}
