import { AtalhoLogo, applyVisitorStyles } from '@atalho/ui/visitor';
import { useInsertionEffect } from 'react';
import { t } from '../i18n';
import { CodeInput } from './CodeInput';
import { optCss } from './opt.css';
import { type OptKind, useOptFlow } from './useOptFlow';

const COPY = {
  'opt-in': { title: 'optInTitle', text: 'optInText', done: 'optInSuccess', notice: null },
  'opt-out': {
    title: 'optOutTitle',
    text: 'optOutText',
    done: 'optOutSuccess',
    notice: 'optOutSuccessNotice',
  },
} as const;

export function OptPage({ kind, code }: { kind: OptKind; code: string }) {
  useInsertionEffect(() => applyVisitorStyles(), []);
  const { state, submit } = useOptFlow(kind, code);
  const copy = COPY[kind];

  return (
    <main className="atalho-page">
      <style href="mf-sms-opt" precedence="default">
        {optCss}
      </style>
      <AtalhoLogo height={28} />
      <div className="atalho-card opt" aria-busy={state.status === 'loading'}>
        {state.status === 'loading' && (
          <p role="status" className="atalho-muted">
            {t('optLoading')}
          </p>
        )}
        {state.status === 'form' && (
          <>
            <h1>{t(copy.title, { business: state.business })}</h1>
            <p className="atalho-muted">{t(copy.text)}</p>
            <CodeInput label={t('optCodeLabel')} disabled={state.submitting} onComplete={submit} />
            {state.submitting && (
              <p role="status" className="atalho-muted">
                {t('optSending')}
              </p>
            )}
          </>
        )}
        {state.status === 'success' && (
          <>
            {copy.notice && (
              <p role="status" className="opt__alert">
                {t(copy.notice)}
              </p>
            )}
            <h1>{t(copy.done, { business: state.business })}</h1>
          </>
        )}
      </div>
    </main>
  );
}
