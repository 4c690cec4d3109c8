import { queryClient } from '@atalho/ui/queries';
import { AtalhoLogo, applyVisitorStyles } from '@atalho/ui/visitor';
import { QueryClientProvider } from '@tanstack/react-query';
import { useInsertionEffect, useState } from 'react';
import { CodeInput } from './CodeInput';
import { t } from './copy';
import { optCss } from './opt.css';
import { type OptFailure, type OptKind, OptSubmitError, useOptInConfig, useOptSubmit } from './opt-queries';

const COPY = {
  'opt-in': { title: 'optInTitle', text: 'optInText', refused: 'optInRefused' },
  'opt-out': { title: 'optOutTitle', text: 'optOutText', refused: 'optOutRefused' },
} as const;

/**
 * `/i/{code}` and `/o/{code}` (spec 000 §2): loading → form → success. A failed submission stops loading,
 * keeps the form and says why; an unknown code says the link is invalid and leads home (issue 37).
 */
export function OptPage({ kind, code }: { kind: OptKind; code: string }) {
  useInsertionEffect(() => applyVisitorStyles(), []);
  return (
    <QueryClientProvider client={queryClient}>
      <main className="atalho-page">
        <style href="mf-sms-opt" precedence="default">
          {optCss}
        </style>
        <AtalhoLogo height={28} />
        <OptCard kind={kind} code={code} />
      </main>
    </QueryClientProvider>
  );
}

function OptCard({ kind, code }: { kind: OptKind; code: string }) {
  const config = useOptInConfig(code);
  const submit = useOptSubmit(kind, code);
  // A failed try starts the input again empty.
  const [attempt, setAttempt] = useState(0);

  if (config.isPending) {
    return (
      <div className="atalho-card opt" aria-busy="true">
        <p role="status" className="atalho-muted">
          {t('loading')}
        </p>
      </div>
    );
  }
  if (config.isError) {
    return (
      <div className="atalho-card opt" role="alert">
        <h1>{t('loadFailed')}</h1>
        <button type="button" className="atalho-button" onClick={() => void config.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const failure = submit.error instanceof OptSubmitError ? submit.error.reason : undefined;
  if (config.data === null || failure === 'gone') return <InvalidLink />;

  const { business } = config.data;
  if (submit.isSuccess) return <OptDone kind={kind} business={submit.data.business || business} />;

  const copy = COPY[kind];
  const errorText: Record<OptFailure, string> = {
    refused: t(copy.refused),
    tooMany: t('tooMany'),
    gone: t('invalidTitle'),
    failed: t('failed'),
  };
  const error = submit.isError ? errorText[failure ?? 'failed'] : undefined;
  return (
    <div className="atalho-card opt" aria-busy={submit.isPending}>
      <h1>{t(copy.title, { business })}</h1>
      <p className="atalho-muted">{t(copy.text)}</p>
      <CodeInput
        key={attempt}
        label={t('codeLabel')}
        disabled={submit.isPending}
        error={error}
        onComplete={(digits) => submit.mutate(digits, { onError: () => setAttempt((count) => count + 1) })}
      />
      {submit.isPending && (
        <p role="status" className="atalho-muted">
          {t('sending')}
        </p>
      )}
    </div>
  );
}

function OptDone({ kind, business }: { kind: OptKind; business: string }) {
  return (
    <div className="atalho-card opt">
      <p role="status" className="opt__alert">
        {t(kind === 'opt-in' ? 'optInSuccessNotice' : 'optOutSuccessNotice')}
      </p>
      <h1>{t(kind === 'opt-in' ? 'optInSuccess' : 'optOutSuccess', { business })}</h1>
      {kind === 'opt-in' && <p className="atalho-muted">{t('optInSuccessText')}</p>}
    </div>
  );
}

function InvalidLink() {
  return (
    <div className="atalho-card opt">
      <h1>{t('invalidTitle')}</h1>
      <p className="atalho-muted">{t('invalidText')}</p>
      <a className="atalho-button" href="/">
        {t('home')}
      </a>
    </div>
  );
}
