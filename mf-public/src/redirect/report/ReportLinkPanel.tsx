import { reportLink } from '@atalho/sdk';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { vt } from '../copy';
import { REPORT_MAX, reportMessageError } from './report-rules';
import { useFocusTrap } from './useFocusTrap';
import './report.css';

export interface ReportLinkPanelProps {
  onlineAddressId: number;
  onClose: () => void;
}

type Phase = 'form' | 'sending' | 'sent' | 'failed';

/**
 * The report form: a 450 px drawer on desktop, a dialog on xs/sm (CSS decides). It is unmounted when
 * closed, so reopening always starts from an empty form.
 */
export function ReportLinkPanel({ onlineAddressId, onClose }: ReportLinkPanelProps) {
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const [phase, setPhase] = useState<Phase>('form');
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const fieldId = useId();
  const hintId = useId();
  const sentClose = useRef<HTMLButtonElement>(null);
  useFocusTrap(panel, onClose);
  useEffect(() => {
    if (phase === 'sent') sentClose.current?.focus();
  }, [phase]);

  const error = reportMessageError(message);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (error || phase === 'sending') return;
    setPhase('sending');
    try {
      await reportLink({ message: message.trim(), onlineAddress: { id: onlineAddressId } });
      setPhase('sent');
    } catch {
      setPhase('failed');
    }
  };

  return (
    <div className="atl-report">
      <div className="atl-report__backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className="atl-report__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
      >
        <header className="atl-report__header">
          <h2 id={titleId}>{vt('reportTitle')}</h2>
          <button
            type="button"
            className="atl-report__close"
            onClick={onClose}
            aria-label={vt('reportClose')}
          >
            ×
          </button>
        </header>

        {phase === 'sent' ? (
          <div className="atl-report__sent" role="status">
            <h3>{vt('reportSentTitle')}</h3>
            <p>{vt('reportSentText')}</p>
            <button ref={sentClose} type="button" className="atl-button" onClick={onClose}>
              {vt('reportClose')}
            </button>
          </div>
        ) : (
          <form className="atl-report__form" onSubmit={submit} noValidate>
            <p className="atl-muted">{vt('reportIntro')}</p>
            <label htmlFor={fieldId}>{vt('reportMessage')}</label>
            <textarea
              id={fieldId}
              value={message}
              maxLength={REPORT_MAX}
              rows={6}
              required
              aria-invalid={touched && error !== null}
              aria-describedby={hintId}
              onChange={(event) => setMessage(event.target.value)}
              onBlur={() => setTouched(true)}
            />
            <div id={hintId} className="atl-report__hint">
              <span className="atl-report__error">{touched && error ? vt(error) : ''}</span>
              <span aria-live="polite">
                {message.length}/{REPORT_MAX}
              </span>
            </div>
            {phase === 'failed' ? (
              <p className="atl-report__error" role="alert">
                {vt('reportError')}
              </p>
            ) : null}
            <button type="submit" className="atl-button" disabled={error !== null || phase === 'sending'}>
              {vt('reportSend')}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
