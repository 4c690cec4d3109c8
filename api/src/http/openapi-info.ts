/**
 * The OpenAPI document's front matter in Portuguese, as /api-doc shows it: title, introduction, and a
 * name and description for each tag. Tags keep their wire names (client generators group operations by
 * them); `x-displayName` is what a reader sees, and `x-tagGroups` orders them by area in the sidebar.
 */

export const documentTitle = 'API do Atalho';

export const documentDescription = `Links curtos, métricas, página bio, infoprodutos e SMS: a mesma API que o painel usa.

## Autenticação

Envie \`Authorization: Bearer <token>\`. Uma **credencial de API** é gerada em [Painel → API](/painel/api-reference)
(plano PRO ou superior) e vale para as operações de **Links** (\`/api/v1/online-addresses\`); as demais pedem a
sessão de quem entrou no painel. Operações públicas aceitam o token como opcional: com ele, o link encurtado fica
na sua conta.

## Listas

As listas recebem \`page\` (a primeira é 0), \`size\` (de 1 a 100) e \`orderBy=campo:DESC,outro:ASC\`, e respondem
\`{ content, totalElements, totalPages, number, size, first, last, empty }\`. Filtros \`true\`/\`false\` e números vão
na query string como texto (\`?page=0&withClicks=true\`).

## Erros

Toda resposta 4xx tem o corpo \`{ "messages": ["chave.da.mensagem"] }\`. As chaves são estáveis: traduza-as no
seu cliente. Um 429 traz \`Retry-After\` com os segundos a esperar.

O documento OpenAPI 3.1 desta referência está em [/api-doc/json](/api-doc/json).`;

interface TagInfo {
  name: string;
  'x-displayName': string;
  description: string;
}

const tag = (name: string, displayName: string, description: string): TagInfo => ({
  name,
  'x-displayName': displayName,
  description,
});

const groups: { name: string; tags: TagInfo[] }[] = [
  {
    name: 'Encurtador',
    tags: [
      tag('online-addresses', 'Links', 'Encurtar, listar, filtrar, editar e excluir links curtos.'),
      tag(
        'open-graphs',
        'Pré-visualizações',
        'A pré-visualização (Open Graph) que as redes mostram de um link.',
      ),
      tag(
        'open-graph-fields',
        'Campos da pré-visualização',
        'Cada campo (og:title, og:image…) de uma pré-visualização.',
      ),
      tag(
        'configs',
        'Tela de carregamento',
        'Logo, nome do site, banner e espera da tela de redirecionamento.',
      ),
      tag('domains', 'Domínios próprios', 'Domínio e subdomínio próprios com os registros DNS a criar.'),
      tag('links-reports', 'Denúncias', 'Denunciar um link.'),
    ],
  },
  {
    name: 'Métricas',
    tags: [
      tag('clicks', 'Cliques', 'Cada clique nos seus links.'),
      tag(
        'click-dashboards',
        'Painel de métricas',
        'Visualizações por período, data, região, tela, plataforma e domínio.',
      ),
    ],
  },
  {
    name: 'Bio e infoprodutos',
    tags: [
      tag('biographies', 'Página bio', 'A página bio, com suas seções e redes sociais.'),
      tag('infoproducts', 'Infoprodutos', 'Páginas de captura de leads para e-books.'),
      tag(
        'infoproducts-forms-answers',
        'Leads',
        'Os leads das páginas de infoproduto e a exportação em CSV.',
      ),
      tag('files', 'Arquivos', 'Envio de imagens, vídeos, áudios e PDFs.'),
    ],
  },
  {
    name: 'SMS',
    tags: [
      tag('sms-configs', 'Configuração de SMS', 'O nome da empresa que assina os SMS.'),
      tag('contacts', 'Contatos', 'Contatos, com filtros, importação e pedidos de permissão.'),
      tag('segments', 'Segmentos', 'Segmentos dos contatos.'),
      tag(
        'contact-consents',
        'Consentimentos',
        'Opt-in, opt-out e o histórico de consentimento de cada contato (LGPD).',
      ),
      tag('sms-shootings', 'Disparos', 'Campanhas de SMS: criar, enviar e acompanhar.'),
      tag('contact-accesses', 'Acessos dos contatos', 'Quem abriu os links de cada disparo.'),
      tag(
        'sms-webhooks',
        'Webhooks de SMS',
        'Respostas e confirmações de entrega enviadas pelo gateway de SMS.',
      ),
    ],
  },
  {
    name: 'Planos e pagamentos',
    tags: [
      tag('subscriptions-plans', 'Planos', 'Os planos e o que cada um inclui.'),
      tag('subscriptions', 'Assinaturas', 'Assinar, trocar e cancelar um plano.'),
      tag('credits', 'Créditos', 'Créditos para enviar SMS (valores em centavos).'),
      tag('cards', 'Cartões', 'Cartões salvos.'),
      tag('payments', 'Pagamentos', 'Configuração do pagamento no navegador e notificações do processador.'),
      tag('receipts', 'Recibos', 'Um recibo por cobrança paga.'),
    ],
  },
  {
    name: 'Conta',
    tags: [
      tag(
        'auth',
        'Sessão e credenciais',
        'Quem está conectado, a troca do código de entrada, sair e as credenciais de API.',
      ),
      tag(
        'terms',
        'Termos e privacidade',
        'Versões dos termos de uso e da política de privacidade, e os aceites.',
      ),
      tag(
        'account',
        'Seus dados (LGPD)',
        'Uma cópia de todos os seus dados em ZIP, feita em segundo plano, e a exclusão da conta.',
      ),
      tag('health', 'Situação do serviço', 'Se esta instância e o banco de dados respondem.'),
    ],
  },
];

export const documentTags: TagInfo[] = groups.flatMap((group) => group.tags);

export const documentTagGroups = groups.map((group) => ({
  name: group.name,
  tags: group.tags.map((t) => t.name),
}));
