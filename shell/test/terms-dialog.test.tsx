import { pageOf } from '@atalho/sdk/testing';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TermsDialog } from '../src/terms/TermsDialog';
import { renderWithUi } from './render';

const page = (content: unknown[]) => pageOf(content, { size: 1 });
const version = (id: number) => ({
  id,
  name: `v${id}`,
  dateUpdate: '2026-11-01T00:00:00Z',
  content: 'Texto',
});

/** The terms endpoints: version 2 of each document is published; `accepted` says what the user accepted. */
function serveTerms(accepted: { terms: boolean; privacy: boolean }) {
  const posted: string[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (request.method === 'POST') {
      posted.push(pathname);
      if (pathname.endsWith('user-sign-terms-of-use')) accepted.terms = true;
      if (pathname.endsWith('user-sign-privacy-policy')) accepted.privacy = true;
      const ref = { id: 2, name: 'v2' };
      return Response.json(
        { id: 9, termsOfUse: ref, privacyPolicy: ref, dateCreate: '2026-11-22T00:00:00Z' },
        { status: 201 },
      );
    }
    if (pathname.endsWith('/terms-of-use') || pathname.endsWith('/privacy-policies'))
      return Response.json(page([version(2)]));
    const signed = pathname.endsWith('user-sign-terms-of-use') ? accepted.terms : accepted.privacy;
    return Response.json(page(signed ? [{ id: 1 }] : []));
  });
  vi.stubGlobal('fetch', fetchMock);
  return posted;
}

function renderDialog() {
  renderWithUi(
    <MemoryRouter>
      <TermsDialog />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('terms acceptance dialog', () => {
  it('stays closed when the latest versions are accepted', async () => {
    serveTerms({ terms: true, privacy: true });
    renderDialog();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(screen.queryByText('Atualizamos nossos termos')).toBeNull();
  });

  it('saves only once both boxes are ticked, then closes', async () => {
    const posted = serveTerms({ terms: false, privacy: true });
    renderDialog();
    const save = await screen.findByRole('button', { name: 'Aceitar e continuar' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByText(/Li e aceito os/));
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(true));
    fireEvent.click(screen.getByText(/Li e aceito a/));
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByText('Atualizamos nossos termos')).toBeNull());
    expect(posted).toEqual(['/api/v1/user-sign-terms-of-use']);
  });
});
