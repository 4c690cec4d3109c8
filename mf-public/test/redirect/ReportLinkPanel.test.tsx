import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ReportLinkPanel } from '../../src/redirect/report/ReportLinkPanel';
import { reportMessageError } from '../../src/redirect/report/report-rules';

const sdk = vi.hoisted(() => ({ reportLink: vi.fn() }));
vi.mock('@atalho/sdk', () => sdk);

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        abrir
      </button>
      {open ? <ReportLinkPanel onlineAddressId={9} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

const field = () => screen.getByLabelText('Mensagem') as HTMLTextAreaElement;
const send = () => screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement;

beforeEach(() => {
  sdk.reportLink.mockReset();
  sdk.reportLink.mockResolvedValue({ id: 1 });
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

describe('ReportLinkPanel', () => {
  it('is a labelled modal dialog that focuses the message field', () => {
    render(<Harness />);
    expect(screen.getByRole('dialog', { name: 'Denunciar link' })).toBeTruthy();
    expect(document.activeElement).toBe(field());
  });

  it('keeps send disabled until the message is valid and shows the counter', () => {
    render(<Harness />);
    expect(send().disabled).toBe(true);
    fireEvent.change(field(), { target: { value: 'curto' } });
    expect(send().disabled).toBe(true);
    expect(screen.getByText('5/500')).toBeTruthy();
    fireEvent.change(field(), { target: { value: 'Este link leva a golpe' } });
    expect(send().disabled).toBe(false);
  });

  it('sends, shows the confirmation and resets to an empty form when reopened', async () => {
    render(<Harness />);
    fireEvent.change(field(), { target: { value: 'Este link leva a golpe' } });
    await act(async () => {
      fireEvent.click(send());
    });
    expect(sdk.reportLink).toHaveBeenCalledWith({
      message: 'Este link leva a golpe',
      onlineAddress: { id: 9 },
    });
    expect(screen.getByText('Denúncia enviada')).toBeTruthy();

    fireEvent.click(screen.getAllByRole('button', { name: 'Fechar' })[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'abrir' }));
    expect(field().value).toBe('');
    expect(screen.queryByText('Denúncia enviada')).toBeNull();
  });

  it('closes on Escape', () => {
    render(<Harness />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
