import { onApiMessages } from '@atalho/sdk';
import type { OnlineAddress } from '@atalho/sdk/schemas';
import { t as uiText } from '@atalho/ui/i18n';
import { shortenerText as t } from '@atalho/ui/shortener-copy';
import {
  checkShortenerUrl,
  shortenerFieldState,
  shortUrlOf,
  useLinkCreation,
} from '@atalho/ui/shortener-core';
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { ComposerButton } from './composer';

const loadResult = () => import('./islands').then((islands) => ({ default: islands.ResultIsland }));
const ResultIsland = lazy(loadResult);

/** The server's reasons for a refusal, in the visitor's words; unknown keys fall back to the generic line. */
function refusal(messages: readonly string[]): string {
  const known = messages.filter((key) => uiText.has(key)).map((key) => uiText(key));
  return known.length > 0 ? known.join(' ') : t('shortenError');
}

export interface ShortenerFormProps {
  /** After a link is created (the home page sends a signed-in user to the panel). */
  onCreated(link: OnlineAddress): void;
  /** A phone number was typed and the visitor asked for a WhatsApp link. */
  onComposer(phone: string): void;
  /** The composer's code is loading after the visitor asked for it. */
  composerLoading: boolean;
}

/**
 * The home page's shortener, plain React and CSS (decision 023): the links screen's rules (`shortenerFieldState`,
 * the API's URL schema) without react-hook-form. The result with its copy, QR and share actions is
 * `@atalho/ui`'s Chakra `ShortenResult`, fetched as soon as the address is valid and shown once the link exists.
 */
export function ShortenerForm({ onCreated, onComposer, composerLoading }: ShortenerFormProps) {
  const id = useId();
  const [url, setUrl] = useState('');
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const creation = useLinkCreation();

  const check = checkShortenerUrl(url);
  const { phone, showError } = shortenerFieldState(url, check.valid, touched);
  const error = showError && !check.valid ? uiText.maybe(check.message) : null;
  useEffect(() => {
    if (check.valid) void loadResult();
  }, [check.valid]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!check.valid || creation.isPending) return;
    setFailure(null);
    let messages: readonly string[] = [];
    const stopListening = onApiMessages((keys) => {
      messages = keys;
    });
    try {
      onCreated(await creation.mutateAsync(check.url));
    } catch {
      setFailure(refusal(messages));
    } finally {
      stopListening();
    }
  };

  const clear = () => {
    creation.reset();
    setUrl('');
    setTouched(false);
  };

  if (creation.isSuccess) {
    return (
      <Suspense fallback={<ResultPlaceholder shortUrl={shortUrlOf(creation.data.code)} />}>
        <ResultIsland link={creation.data} onClear={clear} />
      </Suspense>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="home-shortener">
      <label htmlFor={`${id}-url`} className="home-label">
        {t('urlLabel')}
      </label>
      <div className="home-shortener-row">
        <input
          id={`${id}-url`}
          className="home-input"
          name="url"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onBlur={() => setTouched(true)}
          placeholder={t('urlPlaceholder')}
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {check.valid ? (
          <button
            type="submit"
            className="pub-button pub-button--lg"
            disabled={creation.isPending}
            aria-busy={creation.isPending || undefined}
          >
            {creation.isPending ? t('shortening') : t('shorten')}
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="home-field-error">
          {error}
        </p>
      ) : null}
      {failure ? (
        <p className="home-field-error" role="alert">
          {failure}
        </p>
      ) : null}
      {phone ? (
        <div className="home-phone-offer">
          <p>{t('phoneDetected')}</p>
          <ComposerButton
            className="pub-button home-button--whatsapp"
            loading={composerLoading}
            onOpen={() => onComposer(url)}
          />
        </div>
      ) : null}
    </form>
  );
}

/** The new short link while the result's actions load (on a slow phone, a moment after creation). */
function ResultPlaceholder({ shortUrl }: { shortUrl: string }) {
  return (
    <div className="home-result-placeholder" aria-busy="true">
      <span className="home-label">{t('resultLabel')}</span>
      <output className="home-input home-input--result">{shortUrl}</output>
    </div>
  );
}
