import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ImageUploadField, type ImageValue } from '../src/forms/ImageUploadField';
import { renderWithUi } from './render';

const target = { width: 300, height: 80 };

function pick(file: File) {
  const input = screen.getByLabelText('Logo') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('ImageUploadField', () => {
  it('shows the size hint and the formats it accepts', () => {
    renderWithUi(
      <ImageUploadField
        label="Logo"
        value={null}
        onChange={() => {}}
        target={target}
        accept={['image/png', 'image/bmp']}
      />,
    );
    expect(screen.getByText('Tamanho sugerido: 300 × 80 px. Formatos: PNG, BMP.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Escolher imagem' })).toBeTruthy();
  });

  it("refuses an oversized or unaccepted pick with 'invalid', without uploading or opening the crop", async () => {
    const upload = vi.fn();
    renderWithUi(
      <ImageUploadField
        label="Logo"
        value={null}
        onChange={() => {}}
        target={target}
        maxBytes={10}
        upload={upload}
      />,
    );
    pick(new File([new Uint8Array(11)], 'grande.png', { type: 'image/png' }));
    expect(await screen.findByText('Valor inválido')).toBeTruthy();
    pick(new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }));
    expect(screen.getByText('Valor inválido')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(upload).not.toHaveBeenCalled();
  });

  it('opens the crop dialog for an accepted pick, and cancelling leaves the value alone', async () => {
    const onChange = vi.fn();
    globalThis.URL.createObjectURL = vi.fn(() => 'blob:escolhida');
    globalThis.URL.revokeObjectURL = vi.fn();
    renderWithUi(<ImageUploadField label="Logo" value={null} onChange={onChange} target={target} />);
    pick(new File([new Uint8Array(8)], 'logo.png', { type: 'image/png' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    expect(dialog.textContent).toContain('Recortar imagem');
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the current image and removing it hands null', () => {
    const onChange = vi.fn();
    const value: ImageValue = { id: 3, src: 'https://atalho.test/files/a.png', deleted: false };
    renderWithUi(<ImageUploadField label="Logo" value={value} onChange={onChange} target={target} />);
    expect(screen.getByRole('img', { name: 'Imagem atual' }).getAttribute('src')).toBe(value.src);
    fireEvent.click(screen.getByRole('button', { name: 'Remover imagem' }));
    expect(onChange).toHaveBeenCalledWith(null);
  });

  it('shows nothing for a value marked deleted', () => {
    renderWithUi(
      <ImageUploadField
        label="Logo"
        value={{ src: 'https://x/a.png', deleted: true }}
        onChange={() => {}}
        target={target}
      />,
    );
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('button', { name: 'Escolher imagem' })).toBeTruthy();
  });
});
