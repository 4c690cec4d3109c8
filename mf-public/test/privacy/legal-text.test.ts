import { describe, expect, it } from 'vitest';
import { parseLegalText } from '../../src/pages/privacy/legal-text';

describe('legal text blocks', () => {
  it('splits headings, numbered clauses, lists and paragraphs', () => {
    const text = [
      '# Termos de uso do Atalho — versão 1.0.2',
      '1. Aceitação. Ao usar o Atalho você concorda.',
      '2. Idade mínima. Somente maiores de 18 anos.',
      '- nome\n- e-mail',
      'Contato: suporte@atalho.app',
    ].join('\n\n');
    expect(parseLegalText(text)).toEqual([
      { kind: 'heading', level: 2, text: 'Termos de uso do Atalho — versão 1.0.2' },
      { kind: 'clause', number: '1', title: 'Aceitação', text: 'Ao usar o Atalho você concorda.' },
      { kind: 'clause', number: '2', title: 'Idade mínima', text: 'Somente maiores de 18 anos.' },
      { kind: 'list', items: ['nome', 'e-mail'] },
      { kind: 'paragraph', text: 'Contato: suporte@atalho.app' },
    ]);
  });
});
