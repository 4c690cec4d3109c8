import { createTranslator } from '@atalho/ui/i18n';

/** Visitor copy for the redirect screen and the report form (pt-BR first, English fallback). */

const ptBR = {
  loading: 'Carregando…',
  redirectingTo: 'Você será redirecionado para',
  lookalikeWarning: 'Atenção: este endereço usa letras que imitam outro site.',
  cancel: 'Cancelar',
  cancelled: 'Redirecionamento cancelado.',
  continue: 'Continuar para o site',
  reportLink: 'Denunciar link',
  promoTitle: 'Links curtos, página bio e métricas de cliques',
  promoText: 'Crie seus links grátis e acompanhe cada clique.',
  promoButton: 'Encurte com o Atalho',
  promoBannerCta: 'Criar conta grátis',
  bannerAlt: 'Banner do anunciante',
  logoAlt: 'Logo',
  progressLabel: 'Progresso do redirecionamento',
  reportTitle: 'Denunciar link',
  reportIntro: 'Conte o que há de errado com este link. Nossa equipe vai analisar.',
  reportMessage: 'Mensagem',
  reportSend: 'Enviar',
  reportClose: 'Fechar',
  reportSentTitle: 'Denúncia enviada',
  reportSentText: 'Obrigado! Vamos analisar o link denunciado.',
  reportError: 'Não foi possível enviar a denúncia. Tente novamente.',
  required: 'Campo obrigatório',
  invalidSize: 'A mensagem deve ter entre 10 e 500 caracteres',
  loadError: 'Não foi possível carregar esta página.',
  retry: 'Tentar novamente',
};

export type VisitorCopyKey = keyof typeof ptBR;

const en: Record<VisitorCopyKey, string> = {
  loading: 'Loading…',
  redirectingTo: 'You will be redirected to',
  lookalikeWarning: 'Warning: this address uses letters that imitate another site.',
  cancel: 'Cancel',
  cancelled: 'Redirect cancelled.',
  continue: 'Continue to the site',
  reportLink: 'Report link',
  promoTitle: 'Short links, bio page and click metrics',
  promoText: 'Create your links for free and follow every click.',
  promoButton: 'Shorten with Atalho',
  promoBannerCta: 'Sign up for free',
  bannerAlt: 'Advertiser banner',
  logoAlt: 'Logo',
  progressLabel: 'Redirect progress',
  reportTitle: 'Report link',
  reportIntro: 'Tell us what is wrong with this link. Our team will review it.',
  reportMessage: 'Message',
  reportSend: 'Send',
  reportClose: 'Close',
  reportSentTitle: 'Report sent',
  reportSentText: 'Thank you! We will review the reported link.',
  reportError: 'The report could not be sent. Please try again.',
  required: 'Required field',
  invalidSize: 'The message must have 10 to 500 characters',
  loadError: 'This page could not be loaded.',
  retry: 'Try again',
};

/** Translator for the visitor views; the locale rule (stored, browser, pt-BR) lives in @atalho/ui/i18n. */
export const vt = createTranslator<VisitorCopyKey>({ 'pt-BR': ptBR, en });
