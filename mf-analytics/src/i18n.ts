import { createTranslator } from '@atalho/ui/i18n';

const ptBR = {
  analyticsTitle: 'Métricas',
  analyticsIntro:
    'Acompanhe quantas pessoas abriram seus links, de onde vieram, em que telas e plataformas, e onde os links foram compartilhados.',
  dashboardTitle: 'Painel de cliques',
  dashboardSoonBadge: 'Em breve',
  dashboardSoonText:
    'Visualizações por data, por região, por tamanho de tela e por plataforma, com comparação com o período anterior, chegam em breve.',
  dashboardForLink: 'Métricas do link selecionado (#{id}).',
  dashboardAllLinks: 'Métricas de todos os seus links.',
} as const;

type Key = keyof typeof ptBR;

const en: Partial<Record<Key, string>> = {
  analyticsTitle: 'Metrics',
  analyticsIntro:
    'Follow how many people opened your links, where they came from, on which screens and platforms, and where links were shared.',
  dashboardTitle: 'Clicks dashboard',
  dashboardSoonBadge: 'Coming soon',
  dashboardSoonText:
    'Views by date, region, screen size and platform, compared with the previous period, are coming soon.',
  dashboardForLink: 'Metrics of the selected link (#{id}).',
  dashboardAllLinks: 'Metrics of all your links.',
};

export const t = createTranslator<Key>({ 'pt-BR': ptBR, en });
