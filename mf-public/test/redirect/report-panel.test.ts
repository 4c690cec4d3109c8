import { fireEvent, screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openReportPanel } from '../../src/redirect/report/report-panel';
import { reportMessageError } from '../../src/redirect/report/report-rules';

const sdk = vi.hoisted(() => ({ reportLink: vi.fn() }));
vi.mock('@atalho/sdk', () => sdk);

const field = () => screen.getByLabelText('Mensagem') as HTMLTextAreaElement;
const send = () => screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement;
const type = (value: string) => {
  field().value = value;
  fireEvent.input(field());
};

/** The page's "open" button and the panel, opened from it as the redirect screen does. */
function open() {
  const opener = document.createElement('button');
  opener.textContent = 'abrir';
  const onClose = vi.fn();
  opener.addEventListener('click', () => openReportPanel(document.body, { onlineAddressId: 9, onClose }));
  document.body.append(opener);
  opener.focus();
  opener.click();
  return { opener, onClose };
}

beforeEach(() => {
  sdk.reportLink.mockReset();
  sdk.reportLink.mockResolvedValue({ id: 1 });
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('report message rule', () => {
  it('requires 10 to 500 characters', () => {
    expect(reportMessageError('')).toBe('required');
    expect(reportMessageError('   ')).toBe('required');
    expect(reportMessageError('123456789')).toBe('invalidSize');
    expect(reportMessageError('1234567890')).toBeNull();
    expect(reportMessageError('x'.repeat(500))).toBeNull();
    expect(reportMessageError('x'.repeat(501))).toBe('invalidSize');
  });
});

describe('report panel', () => {
  it('is a labelled modal dialog that focuses the message field', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Denunciar link' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(field());
  });

  it('keeps send disabled until the message is valid and shows the counter', () => {
    open();
    expect(send().disabled).toBe(true);
    type('curto');
    expect(send().disabled).toBe(true);
    expect(screen.getByText('5/500')).toBeTruthy();
    fireEvent.blur(field());
    expect(screen.getByText('A mensagem deve ter entre 10 e 500 caracteres')).toBeTruthy();
    expect(field().getAttribute('aria-invalid')).toBe('true');
    type('Este link leva a golpe');
    expect(send().disabled).toBe(false);
  });

  it('sends, shows the confirmation and starts from an empty form when reopened', async () => {
    const { opener, onClose } = open();
    type('Este link leva a golpe');
    fireEvent.submit(send().closest('form') as HTMLFormElement);
    await vi.waitFor(() => expect(screen.getByText('Denúncia enviada')).toBeTruthy());
    expect(sdk.reportLink).toHaveBeenCalledWith({
      message: 'Este link leva a golpe',
      onlineAddress: { id: 9 },
    });

    fireEvent.click(screen.getAllByRole('button', { name: 'Fechar' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(opener);
    opener.click();
    expect(field().value).toBe('');
    expect(screen.queryByText('Denúncia enviada')).toBeNull();
  });

  it('says so when sending fails, and keeps the message', async () => {
    sdk.reportLink.mockRejectedValue(new Error('offline'));
    open();
    type('Este link leva a golpe');
    fireEvent.submit(send().closest('form') as HTMLFormElement);
    await vi.waitFor(() => expect(screen.getByRole('alert').hidden).toBe(false));
    expect(field().value).toBe('Este link leva a golpe');
  });

  it('keeps Tab inside the panel and closes on Escape', () => {
    open();
    const close = screen.getByRole('button', { name: 'Fechar' });
    close.focus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(send().disabled ? field() : send());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
