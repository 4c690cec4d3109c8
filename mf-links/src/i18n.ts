import { createTranslator } from '@atalho/ui/i18n';

const ptBR = {
  linksTitle: 'Links encurtados',
  linksGreeting: 'Olá, {name}!',
  linksIntro:
    'Aqui ficam todos os links que você encurtou: copie, compartilhe, edite a prévia e acompanhe os cliques de cada um.',
  linksEmptyTitle: 'Você ainda não tem links',
  linksEmptyDescription:
    'Encurte o primeiro endereço e ele aparece aqui, com QR code, prévia para redes sociais e métricas de cliques.',
  linksEmptyAction: 'Encurtar um link',
  linksLoadError: 'Não foi possível carregar seus links.',
  linksRetry: 'Tentar de novo',
  linksCount: '{count} links',
  linksCreatedAt: 'Criado em {date}',
  linksWithError: 'Endereço com erro',
  metricsTitle: 'Métricas',
  metricsHint: 'Selecione um link da lista para ver seus cliques por data, região, tela e plataforma.',
  whatsNewTitle: 'Novidades',
  whatsNewIntro: 'O que chegou ao Atalho para você divulgar seus links com a sua cara.',
  whatsNewPreviewsTitle: 'Prévias personalizadas',
  whatsNewPreviewsText: 'Escolha título, descrição e imagem que aparecem quando o link é compartilhado.',
  whatsNewLoadingTitle: 'Tela de carregamento personalizada',
  whatsNewLoadingText: 'Sua logo, nome do site e banner na tela de redirecionamento.',
  whatsNewMetricsTitle: 'Métricas',
  whatsNewMetricsText: 'Cliques por data, região, tamanho de tela, plataforma e origem.',
  whatsNewDomainTitle: 'Domínio próprio',
  whatsNewDomainText: 'Links curtos com o domínio da sua marca.',
  whatsNewExtensionTitle: 'Extensão para o navegador',
  whatsNewExtensionText: 'Encurte a página aberta com um clique.',
  whatsNewApiTitle: 'API para desenvolvedores',
  whatsNewApiText: 'Crie e consulte links a partir dos seus sistemas.',
  whatsNewBioTitle: 'Página de bio com QR code',
  whatsNewBioText: 'Todos os seus links numa página só, pronta para a bio das redes sociais.',
  apiTitle: 'Acesso à API',
  apiIntro:
    'Gere uma credencial de autorização para criar e consultar links a partir dos seus sistemas. A documentação interativa mostra cada chamada.',
  apiDocs: 'Abrir a documentação da API',
  // settings and api
  configTitle: 'Tela de carregamento',
  configIntro:
    'Personalize a tela que seus visitantes veem antes de chegar ao destino: sua logo, o nome do site, o tempo de espera e um banner.',
  configPageLoadInfo:
    'Você ainda não configurou sua tela de carregamento. Preencha os campos e salve para usar sua marca nos seus links.',
  configLogo: 'Logo',
  configLogoHint: 'PNG, JPEG ou BMP. Tamanho sugerido: 300 × 80 px.',
  configSiteName: 'Nome do site',
  configLoaderTime: 'Tempo de carregamento',
  configLoaderTimeValue: '{seconds} s',
  configBanner: 'Banner',
  configBannerHint: 'Qualquer imagem, recortada em 200 × 40 px.',
  configBannerLink: 'Link do banner',
  configAnalyticsId: 'ID do Google Analytics',
  configDomain: 'Domínio',
  configSubdomain: 'Subdomínio',
  configDomainHint: 'Definidos pela nossa equipe ao ativar seu domínio próprio.',
  configPreviewTitle: 'Prévia',
  configPreviewUrl: 'https://www.seusite.com.br/oferta',
  configPreviewError: 'Não foi possível carregar a prévia.',
  configLoadError: 'Não foi possível carregar sua configuração.',
  configSaved: 'Configuração salva',
  configLink: 'Tela de carregamento',
  apiGenerate: 'Gerar credencial',
  apiGenerateLocked: 'A credencial de API está disponível a partir do plano Profissional.',
  apiCredentialTitle: 'Sua credencial de API',
  apiCredentialOnce: 'Copie agora: por segurança, ela não será mostrada de novo.',
  apiCredentialExpiry: 'Válida até {date}',
  apiCredentialUsage: 'Envie-a no cabeçalho Authorization: Bearer <credencial> das chamadas de links.',
  apiCredentialsTitle: 'Credenciais ativas',
  apiCredentialsEmpty: 'Nenhuma credencial ativa.',
  apiCredentialsLoadError: 'Não foi possível carregar suas credenciais.',
  apiCredentialCreated: 'Criada em {date}',
  apiCredentialRevoke: 'Revogar',
  apiCredentialRevokeTitle: 'Revogar credencial?',
  apiCredentialRevokeText: 'Sistemas que usam esta credencial deixam de ter acesso na hora.',
  apiCredentialRevoked: 'Credencial revogada',
  apiDocsEmbedded: 'Documentação interativa',
  apiDocsShow: 'Mostrar a documentação interativa aqui',
} as const;

type Key = keyof typeof ptBR;

const en: Partial<Record<Key, string>> = {
  linksTitle: 'Shortened links',
  linksGreeting: 'Hello, {name}!',
  linksIntro:
    'All the links you shortened live here: copy, share, edit the preview and follow the clicks of each one.',
  linksEmptyTitle: 'You have no links yet',
  linksEmptyDescription:
    'Shorten your first address and it shows up here, with a QR code, a social preview and click metrics.',
  linksEmptyAction: 'Shorten a link',
  linksLoadError: 'Your links could not be loaded.',
  linksRetry: 'Try again',
  linksCount: '{count} links',
  linksCreatedAt: 'Created on {date}',
  linksWithError: 'Address with errors',
  metricsTitle: 'Metrics',
  metricsHint: 'Select a link in the list to see its clicks by date, region, screen and platform.',
  whatsNewTitle: "What's new",
  whatsNewIntro: 'What arrived at Atalho to promote your links your way.',
  apiTitle: 'API access',
  apiIntro:
    'Generate an authorization credential to create and query links from your systems. The interactive docs show every call.',
  apiDocs: 'Open the API documentation',
  // settings and api
  configTitle: 'Loading screen',
  configPageLoadInfo:
    'You have not set up your loading screen yet. Fill in the fields and save to brand your links.',
  apiGenerate: 'Generate credential',
  apiCredentialTitle: 'Your API credential',
};

export const t = createTranslator<Key>({ 'pt-BR': ptBR, en });
