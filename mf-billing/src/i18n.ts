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
  subscriptionsCurrentPlan: 'Seu plano atual',
  subscriptionsEmptyTitle: 'Você ainda não tem assinaturas',
  subscriptionsPaidTitle: 'Sua assinatura',
  subscriptionsManageDescription:
    'Aqui você vai acompanhar cobranças e datas de renovação, trocar o cartão e cancelar quando quiser.',
  subscriptionsManage: 'Gerenciar assinatura',
  subscriptionsSoon: 'A assinatura e a gestão de cobranças pelo painel chegam em breve.',
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
  subscriptionsCurrentPlan: 'Your current plan',
  subscriptionsEmptyTitle: 'You have no subscriptions yet',
  subscriptionsPaidTitle: 'Your subscription',
  subscriptionsManageDescription:
    'Here you will follow charges and renewal dates, change your card and cancel whenever you want.',
  subscriptionsManage: 'Manage subscription',
  subscriptionsSoon: 'Subscribing and managing billing from the panel are coming soon.',
};

export const t = createTranslator<Key>({ 'pt-BR': ptBR, en });
