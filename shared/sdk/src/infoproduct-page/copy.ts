import type { InfoproductView } from '@atalho/sdk/schemas';

type Field = InfoproductView['formFields'][number];

/** The page's own words (Brazilian Portuguese): the owner writes everything else. */
export const infoproductPageCopy = {
  action: 'Quero receber',
  formTitle: (title: string) => (title ? `Receba “${title}”` : 'Receba agora'),
  formLead: 'Informe seu e-mail e receba o acesso na hora.',
  email: 'Seu melhor e-mail',
  emailPlaceholder: 'voce@exemplo.com',
  optional: '(opcional)',
  choose: 'Selecione uma opção',
  submit: 'Receber agora',
  more: 'Sobre o conteúdo',
  footerLinks: 'Links do rodapé',
  productImage: (title: string) => (title ? `Capa de “${title}”` : 'Capa do produto'),
  sentTitle: (email: string) => `Pronto! Enviamos para ${email}`,
  sentLead: (title: string, hasLink: boolean) =>
    hasLink
      ? `O link de “${title}” está no seu e-mail. Se preferir, pegue agora mesmo:`
      : `O acesso a “${title}” está a caminho do seu e-mail.`,
  download: 'Baixar o e-book',
  access: 'Acessar agora',
  newTab: '(abre em nova aba)',
  expires: (when: string) => `O link vale até ${when} (horário de Brasília).`,
  mailNote: 'Também mandamos este link para o seu e-mail. Não achou? Confira as pastas de spam e promoções.',
} as const;

/**
 * The text of a message key under a field (spec 000 §5: required, invalid, invalidSize), worded for the
 * field it belongs to. The server's page and the island show the same words.
 */
export function leadErrorText(key: string, field?: Pick<Field, 'type' | 'inputType'>): string {
  if (key === 'invalidSize') return 'Texto longo demais.';
  if (!field)
    return key === 'required'
      ? 'Informe seu e-mail.'
      : 'Confira o e-mail: ele deve ser como nome@exemplo.com.';
  if (field.type === 'SELECT_FIELD')
    return key === 'required' ? 'Escolha uma opção.' : 'Escolha uma das opções da lista.';
  if (key === 'required') return 'Preencha este campo.';
  return field.inputType === 'NUMERIC' ? 'Use apenas números.' : 'Valor inválido.';
}
