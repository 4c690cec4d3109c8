import { act, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShortenerBox } from '../src/shortener/ShortenerBox';
import { renderWithUi } from './render';

const sdk = vi.hoisted(() => ({ createLink: vi.fn() }));
vi.mock('@atalho/sdk', async (importOriginal) => ({ ...(await importOriginal<object>()), ...sdk }));

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function link(user: { id: number } | null) {
  return { id: 41, code: 'xYz12', url: 'https://example.com/a', type: 'STANDARD', user, active: true };
}

async function shortenOnLinksScreen() {
  renderWithUi(
    <MemoryRouter initialEntries={['/box']}>
      <Routes>
        <Route path="/box" element={<ShortenerBox />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  await act(async () => {
    fireEvent.change(screen.getByLabelText('Endereço para encurtar'), { target: { value: 'example.com/a' } });
  });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Encurtar' }));
  });
}

afterEach(() => {
  sdk.createLink.mockReset();
});

describe('the links screen shortener', () => {
  it("opens an owned link's metrics from the result", async () => {
    sdk.createLink.mockResolvedValue(link({ id: 3 }));
    await shortenOnLinksScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver métricas' }));
    expect(screen.getByTestId('where').textContent).toBe(
      '/painel/links/shortened/?onlineAddressId=41&shortenedRecent=41',
    );
  });

  it('keeps the chart disabled for a link without an owner', async () => {
    sdk.createLink.mockResolvedValue(link(null));
    await shortenOnLinksScreen();
    const chart = (await screen.findByRole('button', { name: 'Ver métricas' })) as HTMLButtonElement;
    expect(chart.disabled).toBe(true);
  });
});
