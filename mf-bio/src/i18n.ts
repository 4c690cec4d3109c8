import { createTranslator } from '@atalho/ui/i18n';

const ptBR = {
  bioTitle: 'Página de bio',
  bioIntro:
    'Reúna todos os seus links numa página só, com a sua foto, redes sociais e cores, pronta para a bio do Instagram, TikTok ou WhatsApp.',
  bioEmptyTitle: 'Você ainda não tem uma página de bio',
  bioEmptyDescription: 'Escolha um dos modelos, coloque seus links e compartilhe um endereço só.',
  bioEmptyAction: 'Criar minha página',
  bioEditorSoon: 'O editor de páginas de bio chega em breve.',
  publicLoading: 'Carregando…',
  publicPromo: 'Crie a sua página',
  publicPoweredBy: 'Feito com Atalho',
} as const;

type Key = keyof typeof ptBR;

const en: Partial<Record<Key, string>> = {
  bioTitle: 'Bio page',
  bioIntro: 'All your links on one page, with your photo, social networks and colours, ready for your bio.',
  bioEmptyTitle: 'You have no bio page yet',
  bioEmptyDescription: 'Pick a template, add your links and share a single address.',
  bioEmptyAction: 'Create my page',
  bioEditorSoon: 'The bio page editor is coming soon.',
  publicLoading: 'Loading…',
  publicPromo: 'Create your page',
  publicPoweredBy: 'Made with Atalho',
};

export const t = createTranslator<Key>({ 'pt-BR': ptBR, en });
