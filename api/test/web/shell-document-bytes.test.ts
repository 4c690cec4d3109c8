import { describe, expect, it } from 'vitest';
import { renderShellDocument, renderShellDocumentBytes } from '../../src/web/shell-html';

const SHELL =
  '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Atalho</title>' +
  '<meta name="description" content="Encurtador"></head><body><noscript>Ative o JavaScript</noscript>' +
  '<div id="root"></div><script src="/x.js"></script></body></html>';

describe('a page written straight into its bytes (a link page’s cache miss)', () => {
  it('is the UTF-8 of the same page as one string, pieces and characters past Latin-1 included', () => {
    const parts = {
      title: 'Atalho — link para loja.exemplo.com.br',
      head: ['<style>a{}</style>', '\n', '<meta property="og:title" content="Atalho — “ção” 🎉">'],
      beforeRoot: ['<div>Você será redirecionado para ', 'exemplo.com.br/ação', '</div>', ''],
      root: '<p>ok</p>',
    };
    const bytes = renderShellDocumentBytes(SHELL, parts);
    expect(bytes.equals(Buffer.from(renderShellDocument(SHELL, parts), 'utf8'))).toBe(true);
    // Its own memory: a cached page must not keep a shared pool alive (see ownedBytes).
    expect(bytes.buffer.byteLength).toBe(bytes.length);
  });

  it('fills a shell without a <noscript> the same way', () => {
    const shell = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
    const parts = { title: 'é', head: 'h', beforeRoot: 'b', root: '' };
    expect(renderShellDocumentBytes(shell, parts).toString('utf8')).toBe(renderShellDocument(shell, parts));
  });
});
