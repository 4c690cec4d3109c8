import { createTranslator } from '@atalho/ui/i18n';

const ptBR = {
  infoproductTitle: 'Infoprodutos',
  infoproductIntro:
    'Crie páginas de captura para seus e-books, cursos e produtos digitais: o visitante deixa o e-mail e você acompanha os leads e os cliques.',
  infoproductEmptyTitle: 'Você ainda não tem infoprodutos',
  infoproductEmptyDescription:
    'Monte sua primeira página em poucos passos: produto, endereço, aparência, tópicos e formulário de contato.',
  infoproductEmptyAction: 'Criar infoproduto',
  infoproductEditorSoon: 'O assistente de criação chega em breve.',
  publicLoading: 'Carregando…',
  publicAction: 'Quero receber',
} as const;

type Key = keyof typeof ptBR;

const en: Partial<Record<Key, string>> = {
  infoproductTitle: 'Info products',
  infoproductIntro:
    'Create lead pages for your e-books, courses and digital products: visitors leave their e-mail and you follow leads and clicks.',
  infoproductEmptyTitle: 'You have no info products yet',
  infoproductEmptyDescription:
    'Build your first page in a few steps: product, address, look, topics and contact form.',
  infoproductEmptyAction: 'Create info product',
  infoproductEditorSoon: 'The creation wizard is coming soon.',
  publicLoading: 'Loading…',
  publicAction: 'I want it',
};

export const t = createTranslator<Key>({ 'pt-BR': ptBR, en });
