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

/**
 * The terms endpoints: version 2 of each document is published; `accepted` says what the user accepted of it,
 * `earlier` whether the user's record holds an acceptance of version 1.
 */
function serveTerms(accepted: { terms: boolean; privacy: boolean; earlier?: boolean }) {
  const posted: string[] = [];
  const fetchMock = vi.fn(async (request: Request) => {
    const { pathname, searchParams } = new URL(request.url);
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
    const ofLatest = searchParams.has('termsOfUseId') || searchParams.has('privacyPolicyId');
    const any = signed || (!ofLatest && accepted.earlier === true);
    const ref = { id: signed ? 2 : 1, name: signed ? 'v2' : 'v1' };
    const sign = { id: 1, termsOfUse: ref, privacyPolicy: ref, dateCreate: '2026-01-02T00:00:00Z' };
    return Response.json(page(any ? [sign] : []));
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

  it('asks a user with no acceptance on record to accept for the first time', async () => {
    serveTerms({ terms: false, privacy: false });
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Antes de começar' })).toBeTruthy();
    expect(screen.getByText(/leia e aceite os termos de uso e a política de privacidade/)).toBeTruthy();
    expect(screen.queryByText('Atualizamos nossos termos')).toBeNull();
  });

  it('tells a user who accepted an earlier version that the terms were updated', async () => {
    serveTerms({ terms: false, privacy: false, earlier: true });
    renderDialog();
    expect(await screen.findByRole('dialog', { name: 'Atualizamos nossos termos' })).toBeTruthy();
    expect(screen.queryByText('Antes de começar')).toBeNull();
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
