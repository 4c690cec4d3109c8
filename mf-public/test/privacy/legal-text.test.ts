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

  it('keeps a clause’s list apart from its lead, whether the clause is a title or a sentence', () => {
    const text = [
      '1. Dados coletados\n- Conta: nome e e-mail.\n- Visitantes: data e hora.',
      '4. Seus direitos. Você pode, direto no painel:\n- Baixar uma cópia\n  em ZIP.\n- Excluir a conta.',
    ].join('\n\n');
    expect(parseLegalText(text)).toEqual([
      { kind: 'clause', number: '1', title: 'Dados coletados', text: '' },
      { kind: 'list', items: ['Conta: nome e e-mail.', 'Visitantes: data e hora.'] },
      { kind: 'clause', number: '4', title: 'Seus direitos', text: 'Você pode, direto no painel:' },
      { kind: 'list', items: ['Baixar uma cópia em ZIP.', 'Excluir a conta.'] },
    ]);
  });
});
