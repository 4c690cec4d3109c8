import { createTranslator } from '@atalho/ui/i18n';

const ptBR = {
  plansTitle: 'Planos e preços',
  plansIntro:
    'Escolha o plano ideal para divulgar seus links: prévias personalizadas, tela de carregamento com a sua marca, métricas completas e muito mais.',
  plansMonthly: 'Mensal',
  plansYearly: 'Anual',
  plansPerMonth: '/mês',
  plansPerYear: '/ano',
  plansFree: 'Grátis',
  plansChoose: 'Assinar',
  plansRegister: 'Cadastre-se',
  plansCurrent: 'Seu plano',
  plansRecommended: 'Indicado para você',
  plansCheckoutSoon: 'A assinatura pelo painel chega em breve.',
  plansEmptyTitle: 'Nenhum plano disponível no momento',
  plansEmptyDescription: 'Volte mais tarde para conhecer os planos do Atalho.',
  plansLoadError: 'Não foi possível carregar os planos.',
  plansRetry: 'Tentar de novo',
  plansDialogClose: 'Fechar',
  plansCarousel: 'carrossel',
  plansCarouselLabel: 'Planos',
  plansSlide: 'plano',
  plansSlideLabel: '{name}, {index} de {total}',
  plansPrevious: 'Planos anteriores',
  plansNext: 'Próximos planos',
  plansGoToPage: 'Página {page} de {total}',
  plansPageOf: 'Página {page} de {total}',
  subscriptionsTitle: 'Assinaturas',
  subscriptionsIntro:
    'Seus planos contratados, com valores e datas. Você pode mudar de plano ou cancelar quando quiser.',
  subscriptionsEmptyTitle: 'Você ainda não tem assinaturas',
  subscriptionsEmptyDescription:
    'Assine um plano para liberar prévias, métricas completas, domínio próprio e mais.',
  subscriptionsEmptyAction: 'Ver planos',
  subscriptionsLoadError: 'Não foi possível carregar suas assinaturas.',
} as const;

type Key = keyof typeof ptBR;

const en: Partial<Record<Key, string>> = {
  plansTitle: 'Plans and prices',
  plansIntro:
    'Pick the plan to promote your links: custom previews, a branded loading screen, full metrics and more.',
  plansMonthly: 'Monthly',
  plansYearly: 'Yearly',
  plansPerMonth: '/month',
  plansPerYear: '/year',
  plansFree: 'Free',
  plansChoose: 'Subscribe',
  plansRegister: 'Sign up',
  plansCurrent: 'Your plan',
  plansRecommended: 'Recommended for you',
  plansCheckoutSoon: 'Subscribing from the panel is coming soon.',
  plansEmptyTitle: 'No plans available right now',
  plansEmptyDescription: 'Come back later to see the plans.',
  plansLoadError: 'The plans could not be loaded.',
  plansRetry: 'Try again',
  plansDialogClose: 'Close',
  plansCarousel: 'carousel',
  plansCarouselLabel: 'Plans',
  plansSlide: 'plan',
  plansSlideLabel: '{name}, {index} of {total}',
  plansPrevious: 'Previous plans',
  plansNext: 'Next plans',
  plansGoToPage: 'Page {page} of {total}',
  plansPageOf: 'Page {page} of {total}',
  subscriptionsTitle: 'Subscriptions',
  subscriptionsIntro: 'Your plans, with prices and dates. Change plans or cancel whenever you want.',
  subscriptionsEmptyTitle: 'You have no subscriptions yet',
  subscriptionsEmptyDescription: 'Subscribe to unlock previews, full metrics, your own domain and more.',
  subscriptionsEmptyAction: 'See plans',
  subscriptionsLoadError: 'Your subscriptions could not be loaded.',
};

export const t = createTranslator<Key>({ 'pt-BR': ptBR, en });
