import { createTranslator } from '@atalho/ui/i18n';

const ptBR = {
  // Header and footer
  navShorten: 'Encurtar',
  navPlans: 'Planos e preços',
  navBio: 'Página bio',
  navMenu: 'Menu',
  login: 'Entrar',

  // Hero and shortener
  heroTitle: 'Links curtos que contam cada clique',
  heroSubtitle:
    'Encurte endereços, compartilhe com QR code e acompanhe de onde vêm seus visitantes. Grátis, sem cadastro.',
  anonymousNote: 'Links criados sem conta não têm métricas nem prévia personalizada.',
  googleShorten: 'Entrar com Google e ver métricas',

  // WhatsApp composer
  waGeneratorTitle: 'Gerador de link do WhatsApp',
  waGeneratorText: 'Informe telefone e mensagem para montar um link de conversa.',

  // Benefits
  benefitsTitle: 'Tudo o que seu link precisa',
  benefitUrlTitle: 'URL personalizável',
  benefitUrlText: 'Troque o código do link por uma palavra fácil de lembrar e mude o destino quando quiser.',
  benefitMetricsTitle: 'Métricas de acesso',
  benefitMetricsText: 'Cliques por data, região, plataforma, tamanho de tela e origem, inclusive QR code.',
  benefitPreviewTitle: 'Prévia nas redes sociais',
  benefitPreviewText: 'Escolha título, descrição e imagem que aparecem quando o link é compartilhado.',
  benefitAnalyticsTitle: 'Integração com analytics',
  benefitAnalyticsText:
    'Conecte seu ID do Google Analytics e acompanhe as visitas junto do resto do seu site.',

  // Plans
  plansTitle: 'Planos e preços',
  plansSubtitle: 'Comece grátis. Teste os planos pagos por 7 dias e economize até 30% no anual.',
  monthly: 'Mensal',
  yearly: 'Anual',
  perMonth: '/mês',
  perYear: '/ano',
  free: 'Grátis',
  yearlySavings: 'Economize {amount} ({percent}%)',
  equivalentMonthly: 'equivale a {amount}/mês',
  choosePlan: 'Assinar',
  startFree: 'Começar grátis',
  plansError: 'Não foi possível carregar os planos.',
  retry: 'Tentar novamente',

  // Analytics
  analyticsTitle: 'Saiba quem clica nos seus links',
  analyticsText:
    'Cada acesso vira informação: dia e hora, cidade e estado, celular ou computador, sistema e de onde veio o clique — WhatsApp, redes sociais ou QR code impresso.',
  analyticsText2: 'Os gráficos se atualizam a cada clique, e você exporta os dados quando quiser.',
  analyticsChartLabel: 'Exemplo de gráfico de cliques por dia',

  // Bio
  bioTitle: 'Uma página bio para todos os seus links',
  bioText:
    'Monte em minutos uma página com foto, descrição, links e redes sociais, no visual que combina com você. Perfeita para a bio do Instagram e do TikTok.',
  bioGoogle: 'Entrar com Google e criar minha bio',
  bioCarouselLabel: 'Exemplos de páginas bio',
  bioPrevious: 'Exemplo anterior',
  bioNext: 'Próximo exemplo',
  bioSlide: 'Exemplo {index} de {total}',

  // E-book
  ebookTitle: 'Páginas de captura para seus infoprodutos',
  ebookText:
    'Ofereça um e-book ou um link exclusivo em troca do e-mail do visitante e acompanhe seus leads no painel.',
  ebookSampleTitle: 'Guia prático de vendas pelo WhatsApp',
  ebookSampleSubtitle: 'E-book gratuito · 32 páginas',
  ebookItem1: 'Roteiros de mensagem que convertem',
  ebookItem2: 'Como organizar contatos e etiquetas',
  ebookItem3: 'Métricas para acompanhar toda semana',
  ebookEmail: 'Seu melhor e-mail',
  ebookAction: 'Quero o e-book',
  ebookSampleNote: 'Exemplo ilustrativo',

  // Landing
  lpPageTitle: 'Atalho para criadores',
  lpTitle: 'Seus links, sua página bio e seus leads em um só lugar',
  lpSubtitle:
    'Links curtos com métricas, página bio, páginas de captura e SMS para quem vive de audiência. Comece grátis e mude de plano quando crescer.',
  lpCta: 'Começar agora',
  lpPricing: 'Ver planos e preços',
  lpLogin: 'Entrar',
  lpScreensTitle: 'Por dentro do Atalho',
  lpRules:
    'Programa de afiliados em breve: vale para novos usuários, na primeira assinatura mensal dos planos Básico e Profissional, para clientes que permanecerem ativos por pelo menos 45 dias e não pedirem reembolso. Entre na fila pelo e-mail {email}.',
  lpPrevious: 'Tela anterior',
  lpNext: 'Próxima tela',
  lpShot1: 'Painel de links encurtados',
  lpShot2: 'Métricas de cliques por dia, região e plataforma',
  lpShot3: 'Editor da página bio com prévia no celular',
  lpShot4: 'Tela de redirecionamento com a sua marca',
  lpShot5: 'Página de captura de leads para infoprodutos',

  // Privacy
  privacyPageTitle: 'Termos de uso e privacidade',
  privacyTitle: 'Termos de uso e política de privacidade',
  termsHeading: 'Termos de uso',
  privacyHeading: 'Política de privacidade',
  versionUpdated: 'Versão {version} · atualizada em {date}',
  legalError: 'Não foi possível carregar este documento.',
  legalEmpty: 'Documento ainda não publicado.',
  thirdPartiesHeading: 'Serviços e dados de terceiros',
  thirdPartyGoogle: 'Google: entrada com a sua conta Google (nome, e-mail e foto de perfil).',
  thirdPartyGeo:
    'Localização aproximada dos cliques (país, estado e cidade) obtida com a base DB-IP City Lite, licenciada sob CC BY 4.0:',
  thirdPartyGeoLink: 'IP Geolocation by DB-IP',
} as const;

export type PublicCopyKey = keyof typeof ptBR;

const en: Partial<Record<PublicCopyKey, string>> = {
  navShorten: 'Shorten',
  navPlans: 'Plans and pricing',
  navBio: 'Bio page',
  login: 'Sign in',
  heroTitle: 'Short links that count every click',
  heroSubtitle:
    'Shorten addresses, share them with a QR code and see where your visitors come from. Free, no sign-up.',
  plansTitle: 'Plans and pricing',
  monthly: 'Monthly',
  yearly: 'Yearly',
  perMonth: '/month',
  perYear: '/year',
  free: 'Free',
  choosePlan: 'Subscribe',
  plansSubtitle: 'Start free. Try the paid plans for 7 days and save up to 30% yearly.',
  yearlySavings: 'Save {amount} ({percent}%)',
  equivalentMonthly: 'about {amount}/month',
  startFree: 'Start free',
  benefitsTitle: 'Everything your link needs',
  analyticsTitle: 'Know who clicks your links',
  bioTitle: 'One bio page for all your links',
  ebookTitle: 'Lead pages for your info products',
  lpPageTitle: 'Atalho for creators',
  lpCta: 'Get started',
  lpPricing: 'See plans and pricing',
  lpLogin: 'Sign in',
  lpScreensTitle: 'Inside Atalho',
  anonymousNote: 'Links created without an account have no metrics or custom preview.',
  googleShorten: 'Sign in with Google to see metrics',
  navMenu: 'Menu',
  privacyPageTitle: 'Terms of use and privacy',
  privacyTitle: 'Terms of use and privacy policy',
  termsHeading: 'Terms of use',
  privacyHeading: 'Privacy policy',
  versionUpdated: 'Version {version} · updated on {date}',
  thirdPartiesHeading: 'Third-party services and data',
  thirdPartyGoogle: 'Google: sign-in with your Google account (name, e-mail and profile picture).',
  thirdPartyGeo:
    'Approximate click location (country, state and city) from the DB-IP City Lite database, licensed under CC BY 4.0:',
};

export const t = createTranslator<PublicCopyKey>({ 'pt-BR': ptBR, en });

export { CONTACT_EMAIL } from '@atalho/ui/light';
