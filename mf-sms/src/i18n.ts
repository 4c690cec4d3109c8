import { createTranslator } from '@atalho/ui/i18n';

/** The SMS panel's words (the opt-in and opt-out pages keep theirs in `@atalho/sdk/sms-opt-page`). */
const ptBR = {
  smsTitle: 'SMS',
  smsIntro:
    'Cadastre seus contatos, peça a permissão de cada um para receber suas mensagens e guarde a prova desse consentimento.',
  smsTabs: 'Seções do SMS',
  smsTabShootings: 'Disparos',
  smsTabContacts: 'Contatos',
  smsTabContactsWaiting: 'Há contatos esperando o pedido de permissão',
  loadError: 'Não foi possível carregar. Confira sua conexão.',
  retry: 'Tentar novamente',
  cancel: 'Cancelar',
  close: 'Fechar',
  save: 'Salvar',

  // Shootings list
  shootingsListLabel: 'Disparos',
  shootingsNew: 'Novo disparo',
  shootingsCount: '{count} disparos',
  shootingsCountOne: '1 disparo',
  shootingsFilterStatus: 'Situação',
  shootingsFilterAll: 'Todas',
  shootingsEmptyTitle: 'Você ainda não tem disparos',
  shootingsEmptyDescription:
    'Escreva uma mensagem, escolha quem recebe entre os contatos que deram permissão e envie na hora ou agende.',
  shootingsEmptyContacts: 'Ir para Contatos',
  shootingsNoMatchTitle: 'Nenhum disparo nesta situação',
  shootingsNoMatchDescription: 'Escolha outra situação para ver os outros disparos.',
  shootingsShowAll: 'Ver todos',
  shootingEdit: 'Editar {title}',
  shootingView: 'Ver {title}',
  shootingMetrics: 'Métricas de {title}',
  shootingRecipients: '{count} destinatários',
  shootingRecipientsOne: '1 destinatário',
  shootingRecipientsNone: 'Sem destinatários',
  shootingCreated: 'Criado em {date}',
  shootingScheduledFor: 'Agendado para {date}',
  shootingSentAt: 'Enviado em {date}',
  shootingProgress: '{done} de {total} entregues à operadora',
  shootingQueued: '{count} na fila',
  shootingSentSummary: '{submissions} enviadas',
  shootingFailedSummary: '{failed} com falha',
  shootingCost: 'Custo: {cost}',
  shootingLargeMessages:
    '{count} mensagens passam do limite de um SMS. Abra as métricas e tire esses contatos antes de enviar.',
  shootingLargeMessagesOne:
    '1 mensagem passa do limite de um SMS. Abra as métricas e tire esse contato antes de enviar.',
  sendFailedShooting: 'Este disparo não foi enviado. Corrija o motivo abaixo e envie de novo.',
  sendFailedReason: 'Motivo: {reason}',
  dynamicMessageAlert:
    'Nas mensagens dinâmicas, cada contato recebe um texto com os valores das propriedades dele: confira se nenhum passa do limite de um SMS.',
  shootingType_SIMPLE: 'Simples',
  shootingType_DYNAMICS: 'Dinâmica',
  shootingStatus_SAVED: 'Salvo',
  shootingStatus_SCHEDULED: 'Agendado',
  shootingStatus_PROCESSING: 'Enviando',
  shootingStatus_SENT: 'Enviado',
  shootingStatus_FAILURE: 'Falhou',

  // Shooting editor
  editorNew: 'Novo disparo',
  editorEdit: 'Editar disparo',
  editorView: 'Disparo enviado',
  editorReadOnly: 'Este disparo já foi enviado e não pode mais ser alterado.',
  editorProcessing: 'Este disparo está sendo enviado e não pode ser alterado agora.',
  editorTitle: 'Título',
  editorTitleHint: 'Só você vê o título.',
  editorDescription: 'Descrição',
  editorTags: 'Tags',
  editorTagsHint: 'Separe com vírgulas.',
  editorType: 'Tipo de mensagem',
  editorTypeHelp_SIMPLE: 'O mesmo texto para todos.',
  editorTypeHelp_DYNAMICS: 'Com dados de cada contato, como o nome.',
  editorTemplate: 'Mensagem',
  editorTemplateHint:
    'Seu nome de negócio abre a mensagem e o texto de saída a fecha; acentos são removidos.',
  editorVariables: 'Propriedades dos contatos',
  editorVariablesHint: 'Toque para inserir na mensagem.',
  editorVariablesNone: 'Seus contatos ainda não têm propriedades.',
  editorVariableRemove: 'Tirar {name} das variáveis',
  editorCounter: '{count} de {limit} caracteres',
  editorCounterDynamic: '{count} de {limit} caracteres sem os valores das variáveis',
  editorTooLong: 'A mensagem não pode ultrapassar {limit} caracteres',
  editorDynamicWarning:
    'Cada contato recebe a mensagem com os valores dele. Quem passar de {limit} caracteres aparece primeiro nas métricas e precisa sair do disparo antes do envio.',
  editorUcs2: 'Emojis e alguns símbolos reduzem o limite para 70 caracteres.',
  editorShorten: 'Encurtar os links e contar os cliques de cada contato',
  editorSchedule: 'Agendar o envio',
  editorDate: 'Data',
  editorTime: 'Hora',
  editorTimeZone: 'Horário de {zone}.',
  editorPreview: 'Prévia da mensagem',
  editorPreviewEmpty: 'Sua mensagem aparece aqui.',
  editorRecipients: 'Destinatários',
  editorRecipientsCount: '{count} contatos no disparo',
  editorRecipientsCountOne: '1 contato no disparo',
  editorRecipientsNone: 'Nenhum contato no disparo ainda.',
  editorRecipientsFilter: 'Mais {count} contatos dos filtros escolhidos, ao salvar',
  editorRecipientsFilterOne: 'Mais 1 contato dos filtros escolhidos, ao salvar',
  editorRecipientsFilterClear: 'Desfazer',
  editorFindRecipients: 'Buscar destinatários',
  editorSend: 'Enviar',
  editorSaveAndSend: 'Salvar e enviar',
  editorDelete: 'Excluir',
  editorRequired: 'Obrigatório',

  // Find recipients
  findTitle: 'Buscar destinatários',
  findIntro: 'Escolha os contatos pelos filtros. Só quem deu permissão (Permitido) recebe o SMS.',
  findCount: '{count} contatos com esses filtros',
  findCountOne: '1 contato com esses filtros',
  findCountNone: 'Nenhum contato com esses filtros',
  findAdd: 'Adicionar {count}',

  // Send and delete
  sendTitle: 'Enviar “{title}”?',
  sendCost: '{count} contatos × {price} = {total}.',
  sendCostOne: '1 contato × {price} = {total}.',
  sendBalance: 'Seu saldo: {balance}.',
  sendExplain:
    'Só os contatos com permissão recebem. Se alguma mensagem não puder ser entregue, o valor dela volta para seus créditos.',
  sendConfirm: 'Enviar por {total}',
  sendDone: 'Disparo enviado para a fila',
  sendNoCredits: 'Créditos insuficientes: compre créditos para enviar este disparo.',
  deleteShootingTitle: 'Excluir “{title}”?',
  deleteShootingText: 'O disparo, seus destinatários e as métricas dele serão apagados.',

  // Metrics panel
  metricsTitle: 'Métricas',
  metricsEmpty: 'Toque no gráfico de um disparo para ver quem recebe e os cliques nos links.',
  metricsRecipients: 'Destinatários',
  metricsRecipientsEmpty: 'Nenhum destinatário.',
  metricsSize: '{size}/{limit}',
  metricsSizeLabel: '{size} de {limit} caracteres',
  metricsTooLong: 'Passa de {limit} caracteres',
  metricsRemove: 'Tirar {number} do disparo',
  metricsLinks: 'Links',
  metricsLinksEmpty: 'Nenhum link encurtado neste disparo.',
  metricsViews: '{count} cliques',
  metricsUniqueViews: '{count} contatos',
  metricsViewsLabel: 'Cliques',
  metricsUniqueLabel: 'Contatos únicos',
  metricsSent: 'Enviadas',
  metricsQueued: 'Na fila',
  metricsFailed: 'Falharam',
  metricsCost: 'Custo',
  sent_WAITING: 'Aguardando',
  sent_QUEUED: 'Na fila',
  sent_SENT: 'Enviado',
  sent_DELIVERED: 'Entregue',
  sent_FAILED: 'Falhou',
  sent_SKIPPED: 'Sem permissão',

  // SMS config (business name)
  configAction: 'Configurar o SMS',
  configMissing: 'falta o nome do seu negócio',
  configTitle: 'Nome do seu negócio',
  configIntro:
    'É o nome que assina cada mensagem, para que seus contatos saibam quem está escrevendo. Ele aparece em maiúsculas no começo do SMS.',
  configBusiness: 'Nome do negócio',
  configCounter: '{count} de {max} caracteres',
  configExample: 'Assim chega o pedido de permissão',
  configExamplePlaceholder: 'SEU NEGÓCIO',
  businerRequiredInfo:
    'Defina o nome do seu negócio para cadastrar contatos e pedir permissão: ele assina cada SMS que seus contatos recebem.',
  businessRequiredAction: 'Definir o nome',
  areYouSure: 'Tem certeza?',
  operationCannotBeUndone:
    'Esta operação não pode ser desfeita: todos os contatos voltam a precisar de permissão, porque deram permissão a “{old}” e não a “{business}”.',
  confirmBusinessChange: 'Trocar o nome',

  // Credits
  creditsButton: 'Créditos: {balance}',
  creditsButtonLoading: 'Créditos',
  creditsBuy: 'Comprar créditos',
  creditsFailed: 'Não foi possível abrir a compra de créditos agora.',
  creditsFailedHint: 'Tente de novo em instantes.',
  insufficientCredits: 'Créditos insuficientes: compre créditos para pedir a permissão.',

  // Contacts list
  contactsListLabel: 'Contatos',
  contactsCount: '{count} contatos',
  contactsCountOne: '1 contato',
  contactsAdd: 'Adicionar contatos',
  contactsOptInAll: 'Pedir permissão para todos os salvos',
  contactsEmptyTitle: 'Você ainda não tem contatos',
  contactsEmptyDescription:
    'Adicione seus contatos um a um ou importe uma planilha CSV. Depois peça a permissão de cada um: só quem aceitar recebe suas campanhas.',
  contactsNoMatchTitle: 'Nenhum contato com esses filtros',
  contactsNoMatchDescription: 'Mude ou limpe os filtros para ver outros contatos.',
  contactActions: 'Ações do contato {number}',
  contactTags: 'Tags',
  contactSegments: 'Segmentos',
  contactProperties: 'Propriedades',
  actionEdit: 'Editar',
  actionOptIn: 'Pedir permissão',
  actionConsents: 'Histórico de consentimento',
  actionDelete: 'Excluir',

  // Right panel
  panelTitle: 'Métricas e linha do tempo',
  panelDescription:
    'Aqui você vai ver as mensagens que cada contato recebeu, os cliques nos links e cada mudança de permissão, em ordem.',
  panelAction: 'Ver linha do tempo',

  // Statuses
  status_SAVED: 'Salvo',
  status_OPT_IN_REQUIRED: 'Enviando pedido',
  status_OPT_IN_SENDED: 'Pedido enviado',
  status_OPT_IN_REQUIRED_ERROR: 'Falha no pedido',
  status_OPT_IN: 'Permitido',
  status_OPT_OUT: 'Saiu',
  statusHelp_SAVED: 'Ainda não pedimos permissão a este contato. Peça para poder enviar campanhas.',
  statusHelp_OPT_IN_REQUIRED: 'O pedido de permissão foi pago e está na fila para ser enviado por SMS.',
  statusHelp_OPT_IN_SENDED:
    'O SMS com o pedido chegou à operadora. Esperando o contato confirmar pelo link da mensagem.',
  statusHelp_OPT_IN_REQUIRED_ERROR:
    'Não conseguimos enviar o pedido. O valor voltou para seus créditos e você pode pedir de novo.',
  statusHelp_OPT_IN: 'O contato aceitou receber suas mensagens. Ele recebe suas campanhas.',
  statusHelp_OPT_OUT:
    'O contato não recebe mensagens: saiu da lista ou o nome do negócio mudou. Para voltar, peça permissão de novo.',

  // Filters
  filtersLabel: 'Filtros',
  filterStatus: 'Situação',
  filterStatusAll: 'Todas',
  filterText: 'Buscar',
  filterTextPlaceholder: 'Número, tag ou propriedade',
  filterTags: 'Tags',
  filterSegments: 'Segmentos',
  filterProperties: 'Propriedades',
  filterChosen: '{label} ({count})',
  filterNone: 'Nenhum valor ainda',
  filterLoading: 'Carregando…',
  filterExclusive: 'Todos os valores',
  filterExclusiveHint: ' de {label}: só contatos com todos os escolhidos, não com um deles',
  filterClear: 'Limpar filtros',

  // Contact form
  formNew: 'Novo contato',
  formEdit: 'Editar contato',
  formNumber: 'Número do celular',
  formNumberHint: 'Com DDI e DDD, por exemplo 55 11 98765-4321.',
  formNumberChanged: 'Ao trocar o número, o contato volta a precisar de permissão.',
  formTags: 'Tags',
  formSegments: 'Segmentos',
  formCommaHint: 'Separe com vírgulas.',
  formProperties: 'Propriedades',
  formPropertiesHint: 'Dados do contato, como nome ou cidade. No nome: letras sem acento, números e _.',
  formPropertyName: 'Nome da propriedade {index}',
  formPropertyValue: 'Valor da propriedade {index}',
  formPropertyNamePlaceholder: 'nome',
  formPropertyValuePlaceholder: 'valor',
  formPropertyAdd: 'Adicionar propriedade',
  formPropertyRemove: 'Remover a propriedade {index}',

  // Opt-in request
  optInTitle: 'Pedir permissão a {number}?',
  optInText:
    'Vamos enviar um SMS pedindo que o contato confirme que quer receber suas mensagens. Custa {price} dos seus créditos.',
  optInConfirm: 'Pedir por {price}',
  optInDone: 'Pedido de permissão enviado para a fila',
  optInAllTitle: 'Pedir permissão para todos os salvos?',
  optInAllText: '{count} contatos × {price} = {total}.',
  optInAllTextOne: '1 contato × {price} = {total}.',
  optInAllBalance: 'Seu saldo: {balance}.',
  optInAllShort: 'Seu saldo não cobre todos os pedidos. Compre créditos antes de pedir.',
  optInAllExplain:
    'Cada contato salvo recebe um SMS com o link para confirmar. Se algum pedido não puder ser enviado, o valor volta para seus créditos.',
  optInAllNone: 'Nenhum contato salvo espera o pedido de permissão.',
  optInAllDone: '{count} pedidos de permissão na fila',
  optInAllChanged: 'Os contatos salvos mudaram enquanto você confirmava. Confira o novo total.',

  // Consents
  consentsTitle: 'Histórico de consentimento de {number}',
  consentsIntro:
    'Cada mudança de permissão fica registrada com data, origem e endereço IP: é a prova que a LGPD pede.',
  consentsEmpty: 'Nenhuma mudança registrada ainda.',
  consentsDownload: 'Baixar CSV',
  consentsDownloadFailed: 'Não foi possível baixar o histórico.',
  consentsWhen: 'Data',
  consentsChange: 'Mudança',
  consentsSource: 'Origem',
  consentsIp: 'IP',
  consentsNoIp: '—',
  source_OWNER: 'Você',
  source_PAGE: 'Página de confirmação',
  source_REPLY: 'Resposta por SMS',
  source_BUSINESS_CHANGE: 'Troca do nome do negócio',
  source_GATEWAY: 'Operadora',

  // Delete
  deleteTitle: 'Excluir {number}?',
  deleteText:
    'O contato e o histórico de consentimento dele serão apagados. Baixe o histórico antes se precisar guardar a prova.',
} as const;

type Key = keyof typeof ptBR;

const en: Partial<Record<Key, string>> = {
  smsTitle: 'SMS',
  smsIntro: 'Keep your contacts, ask each one for permission to receive your messages and keep the proof.',
  smsTabShootings: 'Sends',
  smsTabContacts: 'Contacts',
  contactsAdd: 'Add contacts',
  contactsEmptyTitle: 'You have no contacts yet',
};

export const t = createTranslator<Key>({ 'pt-BR': ptBR, en });
