import type { TermsOfUse } from '@atalho/sdk/schemas';
import { formatLongDate } from '@atalho/ui/format';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { t } from '../../i18n';
import { type LegalBlock, parseLegalText } from './legal-text';

type Props = {
  id: string;
  title: string;
  /** The newest version (terms of use and privacy policy share one shape), null when none is published. */
  query: UseQueryResult<TermsOfUse | null>;
};

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'heading':
      return block.level === 2 ? <h3>{block.text}</h3> : <h4>{block.text}</h4>;
    case 'clause':
      return (
        <p>
          <strong>
            {block.number}. {block.title}
            {block.text ? '.' : ''}
          </strong>
          {block.text ? ` ${block.text}` : ''}
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    default:
      return <p className="legal-paragraph">{block.text}</p>;
  }
}

/** One legal document, its version and update date, in plain React and CSS (light page, decision 038). */
export function LegalDocument({ id, title, query }: Props) {
  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div className="legal-loading" aria-hidden="true">
        <div className="pub-skeleton legal-loading-line" />
        <div className="pub-skeleton legal-loading-block" />
        <div className="pub-skeleton legal-loading-block" />
      </div>
    );
  } else if (query.isError) {
    content = <p className="legal-note legal-note--error">{t('legalError')}</p>;
  } else if (query.data === null) {
    content = <p className="legal-note">{t('legalEmpty')}</p>;
  } else {
    content = (
      <>
        <p className="legal-version">
          {t('versionUpdated', { version: query.data.name, date: formatLongDate(query.data.dateUpdate) })}
        </p>
        <div className="legal-text">
          {parseLegalText(query.data.content).map((block, index) => {
            // The blocks of one version never move: their place is their identity.
            const key = `${block.kind}-${index}`;
            return <Block key={key} block={block} />;
          })}
        </div>
      </>
    );
  }
  return (
    <section className="legal-card" aria-labelledby={id} aria-busy={query.isPending}>
      <h2 id={id}>{title}</h2>
      {content}
    </section>
  );
}
