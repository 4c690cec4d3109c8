/** Shared copy and every server message key (spec 000 §5/§8, 002 §8, ARCHITECTURE §3). */
export const ptBR = {
  // Server message keys and form messages
  required: 'Campo obrigatório',
  invalid: 'Valor inválido',
  invalidSize: 'Tamanho inválido',
  invalidUrl: 'URL inválida',
  invalidPhone: 'Telefone inválido',
  'url.rejected': 'URL recusada',
  unauthorized: 'Sua sessão expirou. Entre novamente.',
  'plan.required': 'Este recurso não está disponível no seu plano',
  'not.found': 'Não encontrado',
  'rate.limited': 'Muitas tentativas. Aguarde um instante e tente de novo.',
  'invalid.json': 'Não foi possível ler os dados enviados',
  'payload.too.large': 'O conteúdo enviado é grande demais',
  conflict: 'Esse registro já existe',
  'unsupported.media.type': 'Formato de conteúdo não suportado',
  forbidden: 'Você não tem permissão para isso',
  'too.many.requests': 'Muitas tentativas. Aguarde um instante e tente de novo.',
  'internal.error': 'Algo deu errado do nosso lado. Tente novamente em instantes.',
  'invalid.sms.text.size': 'A mensagem não pode passar de 160 caracteres',
  'contact:already:opt:in:or:number:invalid': 'Contato já confirmado ou número inválido',
  'contact:already:opt:out:or:number:invalid': 'Contato já descadastrado ou número inválido',
  'invalid.dateTimeScheduled': 'Data e hora de agendamento inválidas',
  'brazil.number.only': 'Apenas números do Brasil são permitidos',
  'number.invalid.value': 'Número inválido',
  'insufient.credits': 'Créditos insuficientes',
  'large.sms.text': 'Algumas mensagens passam de 160 caracteres',
  variableDefinedUnsed: 'Há uma variável definida que não é usada na mensagem',
  exitsRepeatNumber: 'Há números repetidos',
  unusedLinkInMessage: 'Há um link que não é usado na mensagem',
  maxSize: 'O arquivo passa do tamanho máximo de {max}',
  errorLinkLoad: 'Erro ao buscar por informações do link',

  // Success notices
  saved: 'Salvo com sucesso',
  deleted: 'Excluído com sucesso',
  success: 'Tudo certo!',
  sent: 'Enviado',
  copied: 'Copiado!',

  // Shared actions
  'action.copy': 'Copiar',
  'action.copyLink': 'Copiar link',
  'action.cancel': 'Cancelar',
  'action.confirm': 'Confirmar',
  'action.close': 'Fechar',
  'action.save': 'Salvar',
  'action.delete': 'Excluir',
  'action.retry': 'Tentar novamente',
  'action.upgrade': 'Fazer upgrade',
  'action.seePlans': 'Ver planos',
  'action.signIn': 'Entrar',
  'action.signInWithGoogle': 'Entrar com Google',
  'action.logout': 'Sair',

  // Pagination
  'pagination.label': 'Paginação',
  'pagination.previous': 'Página anterior',
  'pagination.next': 'Próxima página',
  'pagination.page': 'Página {page}',

  // Plans
  'plan.lockedTitle': 'Recurso disponível apenas no plano {plan}',
  'plan.lockedDescription': 'Faça upgrade para liberar este recurso e muito mais.',
  'plan.name.URL_SHORTNER_BASIC': 'Básico',
  'plan.name.URL_SHORTNER_PRO': 'Profissional',
  'plan.name.URL_SHORTNER_BUSINESS': 'Empresarial',
  'plan.name.FREE': 'Grátis',

  // Feedback
  loading: 'Carregando…',
  'error.generic': 'Algo deu errado. Tente novamente.',
  'error.remoteTitle': 'Não foi possível carregar esta área',
  'error.remoteDescription': 'Verifique sua conexão e tente novamente em instantes.',
} as const;

export type SharedMessageKey = keyof typeof ptBR;
