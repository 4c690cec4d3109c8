import { reportLink } from '@atalho/sdk';
import { vt } from '../copy';
import { h } from '../dom';
import { trapFocus } from './focus-trap';
import { REPORT_MAX, reportMessageError } from './report-rules';
import './report.css';

export interface ReportPanelOptions {
  onlineAddressId: number;
  /** Called after the panel removed itself (Escape, the close buttons, the backdrop). */
  onClose: () => void;
}

let panels = 0;

/**
 * The report form: a 450 px drawer on desktop, a dialog on xs/sm (CSS decides). Opened into `parent`, it is
 * removed when closed, so reopening always starts from an empty form. Returns the function that closes it.
 */
export function openReportPanel(parent: HTMLElement, { onlineAddressId, onClose }: ReportPanelOptions) {
  const id = `atl-report-${++panels}`;
  let touched = false;
  let sending = false;

  const close = () => {
    release();
    overlay.remove();
    onClose();
  };

  const field = h('textarea', {
    id: `${id}-field`,
    maxlength: REPORT_MAX,
    rows: 6,
    required: true,
    'aria-describedby': `${id}-hint`,
  });
  const error = h('span', { className: 'atl-report__error' });
  const counter = h('span', { 'aria-live': 'polite' });
  const failure = h('p', { className: 'atl-report__error', role: 'alert', hidden: true }, vt('reportError'));
  const send = h('button', { type: 'submit', className: 'atl-button' }, vt('reportSend'));

  const refresh = () => {
    const problem = reportMessageError(field.value);
    field.setAttribute('aria-invalid', String(touched && problem !== null));
    error.textContent = touched && problem ? vt(problem) : '';
    counter.textContent = `${field.value.length}/${REPORT_MAX}`;
    send.disabled = problem !== null || sending;
  };
  field.addEventListener('input', refresh);
  field.addEventListener('blur', () => {
    touched = true;
    refresh();
  });

  const form = h(
    'form',
    { className: 'atl-report__form', novalidate: true },
    h('p', { className: 'atl-muted' }, vt('reportIntro')),
    h('label', { for: field.id }, vt('reportMessage')),
    field,
    h('div', { id: `${id}-hint`, className: 'atl-report__hint' }, error, counter),
    failure,
    send,
  );

  const showSent = () => {
    const done = h('button', { type: 'button', className: 'atl-button', onClick: close }, vt('reportClose'));
    form.replaceWith(
      h(
        'div',
        { className: 'atl-report__sent', role: 'status' },
        h('h3', {}, vt('reportSentTitle')),
        h('p', {}, vt('reportSentText')),
        done,
      ),
    );
    done.focus();
  };

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    touched = true;
    refresh();
    if (reportMessageError(field.value) || sending) return;
    sending = true;
    failure.hidden = true;
    refresh();
    try {
      await reportLink({ message: field.value.trim(), onlineAddress: { id: onlineAddressId } });
      showSent();
    } catch {
      failure.hidden = false;
    } finally {
      sending = false;
      refresh();
    }
  });

  const panel = h(
    'div',
    {
      className: 'atl-report__panel',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-labelledby': `${id}-title`,
    },
    h(
      'header',
      { className: 'atl-report__header' },
      h('h2', { id: `${id}-title` }, vt('reportTitle')),
      h(
        'button',
        { type: 'button', className: 'atl-report__close', 'aria-label': vt('reportClose'), onClick: close },
        '×',
      ),
    ),
    form,
  );
  const overlay = h(
    'div',
    { className: 'atl-report' },
    h('div', { className: 'atl-report__backdrop', 'aria-hidden': 'true', onClick: close }),
    panel,
  );
  refresh();
  parent.append(overlay);
  const release = trapFocus(panel, close);
  return close;
}
