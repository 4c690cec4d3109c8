import { createTranslator } from '@atalho/ui/i18n';

const ptBR = {
  infoproductTitle: 'Infoprodutos',
  infoproductIntro:
    'Crie páginas de captura para seus e-books: o visitante deixa o e-mail, recebe o produto e você acompanha os leads e os cliques.',
  createAction: 'Criar infoproduto',
  configAction: 'Configuração da página',
  configMissing: 'Você ainda não configurou a sua página',
  listLabel: 'Seus infoprodutos',
  listCount: '{count} infoprodutos',
  listCountOne: '{count} infoproduto',
  loadError: 'Não foi possível carregar os seus infoprodutos.',
  retry: 'Tentar de novo',
  emptyTitle: 'Você ainda não tem infoprodutos',
  emptyDescription:
    'Monte sua primeira página de captura em poucos passos: produto, endereço, aparência, tópicos e formulário de contato.',

  cardLeads: '{count} leads',
  cardLeadsOne: '{count} lead',
  cardClicks: '{count} cliques',
  cardClicksOne: '{count} clique',
  cardSelect: 'Ver os leads de {title}',
  cardActions: 'Ações de {title}',
  actionEdit: 'Editar página',
  actionPreview: 'Editar prévia nas redes sociais',
  actionDelete: 'Excluir',
  openPage: 'Abrir a página pública de {title}',
  showLeads: 'Leads',

  deleteTitle: 'Excluir infoproduto?',
  deleteText:
    'A página “{title}”, o link {address} e todos os leads capturados por ela serão excluídos. Não é possível desfazer.',

  previewFailed: 'Não foi possível abrir o editor de prévia.',
  previewFailedHint: 'Você pode editar a prévia pela lista de links.',
  previewInLinks: 'Abrir na lista de links',

  createTitle: 'Criar e-book',
  createIntro: 'Em 8 passos você monta a página de captura do seu e-book:',
  createStepType:
    'O tipo de página e o produto: título, subtítulo, descrição curta e o arquivo PDF (até 5,1 MB).',
  createStepAddress: 'O endereço da página, que vira o seu link: {host}/seu-endereco.',
  createStepLook: 'As cores, os tópicos do que o leitor vai aprender e uma descrição mais longa.',
  createStepForm:
    'O formulário de contato com campos próprios e o rodapé (planos Profissional e Empresarial); o e-mail é sempre pedido.',
  createResponsibility:
    'Ao salvar, você declara que tem o direito de distribuir o conteúdo e responde por ele e pelos dados dos leads que capturar.',
  createStart: 'Começar',
  cancel: 'Cancelar',

  panelTitle: 'Leads de {title}',
  panelEmptySelection: 'Selecione um infoproduto para ver os leads.',
  followMetrics: 'Acompanhar métricas',
  leadsLabel: 'Leads',
  leadsCount: '{count} leads',
  leadsCountOne: '{count} lead',
  leadsLoadError: 'Não foi possível carregar os leads.',
  leadsEmptyTitle: 'Nenhum lead ainda',
  leadsEmptyDescription: 'Compartilhe o link da página para começar a receber contatos.',
  leadsCopyLink: 'Copiar link da página',
  leadDate: 'Recebido em {date}',
  leadUpdated: 'atualizado em {date}',
  leadMaskedHint: 'E-mail oculto: veja os e-mails completos no plano Profissional',
  leadDelete: 'Excluir o lead {email}',
  leadDeleteTitle: 'Excluir lead?',
  leadDeleteText: 'O lead {email} e as respostas dele serão excluídos. Não é possível desfazer.',
  leadsDialogTitle: 'Leads',

  exportAction: 'Exportar CSV',
  exportRunning: 'Exportando…',
  exportProgress: 'Progresso da exportação',
  exportDone: 'Leads exportados para leeds.csv',
  exportFailed: 'Não foi possível exportar os leads.',

  configTitle: 'Configuração da página',
  configNone:
    'Você ainda não tem uma configuração de página. Sem ela, seus links usam a tela de carregamento padrão do Atalho.',
  configSet: 'Sua configuração de página está salva.',
  configWhat: 'A configuração da página é a da tela de carregamento dos seus links:',
  configLogo: 'o seu logotipo e o nome do seu site no lugar dos do Atalho;',
  configBanner: 'o banner com link, o tempo de espera e o ID do Google Analytics;',
  configQr: 'o seu logotipo no centro dos QR codes dos seus links (planos pagos).',
  configLeadPage:
    'A página de captura do infoproduto abre direto, sem a tela de carregamento; a aparência dela (logotipo, cores, rodapé) é definida no assistente de cada infoproduto.',
  configEdit: 'Editar a configuração',
} as const;

type Key = keyof typeof ptBR;

const en: Partial<Record<Key, string>> = {
  infoproductTitle: 'Info products',
  infoproductIntro:
    'Create lead pages for your e-books: visitors leave their e-mail, get the product and you follow leads and clicks.',
  createAction: 'Create info product',
  configAction: 'Page configuration',
  configMissing: 'You have not configured your page yet',
  listLabel: 'Your info products',
  listCount: '{count} info products',
  listCountOne: '{count} info product',
  loadError: 'Your info products could not be loaded.',
  retry: 'Try again',
  emptyTitle: 'You have no info products yet',
  emptyDescription:
    'Build your first lead page in a few steps: product, address, look, topics and contact form.',
  cardLeads: '{count} leads',
  cardLeadsOne: '{count} lead',
  cardClicks: '{count} clicks',
  cardClicksOne: '{count} click',
  cardSelect: 'See the leads of {title}',
  cardActions: 'Actions of {title}',
  actionEdit: 'Edit page',
  actionPreview: 'Edit social preview',
  actionDelete: 'Delete',
  openPage: 'Open the public page of {title}',
  showLeads: 'Leads',
  deleteTitle: 'Delete info product?',
  deleteText:
    'The page “{title}”, the link {address} and every lead it captured will be deleted. This cannot be undone.',
  previewFailed: 'The preview editor could not be opened.',
  previewFailedHint: 'You can edit the preview from the links list.',
  previewInLinks: 'Open in the links list',
  createTitle: 'Create e-book',
  createIntro: 'In 8 steps you build your e-book’s lead page:',
  createStepType:
    'The page type and the product: title, subtitle, short description and the PDF file (up to 5.1 MB).',
  createStepAddress: 'The page address, which becomes your link: {host}/your-address.',
  createStepLook: 'The colours, the topics the reader will learn and a longer description.',
  createStepForm:
    'The contact form with your own fields and the footer (Pro and Business plans); the e-mail is always asked.',
  createResponsibility:
    'By saving, you declare you have the right to distribute the content and answer for it and for the data of the leads you capture.',
  createStart: 'Start',
  cancel: 'Cancel',
  panelTitle: 'Leads of {title}',
  panelEmptySelection: 'Select an info product to see its leads.',
  followMetrics: 'Follow metrics',
  leadsLabel: 'Leads',
  leadsCount: '{count} leads',
  leadsCountOne: '{count} lead',
  leadsLoadError: 'The leads could not be loaded.',
  leadsEmptyTitle: 'No leads yet',
  leadsEmptyDescription: 'Share the page’s link to start receiving contacts.',
  leadsCopyLink: 'Copy page link',
  leadDate: 'Received on {date}',
  leadUpdated: 'updated on {date}',
  leadMaskedHint: 'Hidden e-mail: see full e-mails on the Pro plan',
  leadDelete: 'Delete the lead {email}',
  leadDeleteTitle: 'Delete lead?',
  leadDeleteText: 'The lead {email} and its answers will be deleted. This cannot be undone.',
  leadsDialogTitle: 'Leads',
  exportAction: 'Export CSV',
  exportRunning: 'Exporting…',
  exportProgress: 'Export progress',
  exportDone: 'Leads exported to leeds.csv',
  exportFailed: 'The leads could not be exported.',
  configTitle: 'Page configuration',
  configNone:
    'You have no page configuration yet. Without one, your links use Atalho’s default loading screen.',
  configSet: 'Your page configuration is saved.',
  configWhat: 'The page configuration is your links’ loading screen:',
  configLogo: 'your logo and site name instead of Atalho’s;',
  configBanner: 'the banner with its link, the wait time and the Google Analytics id;',
  configQr: 'your logo in the centre of your links’ QR codes (paid plans).',
  configLeadPage:
    'The info product’s lead page opens directly, without the loading screen; its look (logo, colours, footer) is set in each info product’s wizard.',
  configEdit: 'Edit the configuration',
};

export const t = createTranslator<Key>({ 'pt-BR': ptBR, en });
