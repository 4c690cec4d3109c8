/** The opt-in and opt-out pages' words (spec 000 §2), one place for the server's page and mf-sms's island. */
export const optPageCopy = {
  codeLabel: 'Últimos 4 dígitos do seu celular',
  optInTitle: 'Confirme que quer receber SMS de {business}',
  optInText: 'Digite os 4 últimos dígitos do número de celular que recebeu a mensagem.',
  optInSubmit: 'Confirmar',
  optInSuccessNotice: 'Inscrição confirmada!',
  optInSuccess: 'Pronto! Você vai receber as mensagens de {business}.',
  optInSuccessText: 'Para deixar de receber, é só responder SAIR a qualquer mensagem.',
  optOutTitle: 'Deixar de receber SMS de {business}?',
  optOutText: 'Digite os 4 últimos dígitos do número de celular para confirmar.',
  optOutSubmit: 'Sair da lista',
  optOutSuccessNotice: 'Cadastro removido com sucesso.',
  optOutSuccess: 'Você não vai mais receber mensagens de {business}.',
  sending: 'Enviando…',
  optInRefused:
    'Os dígitos não conferem com o número que recebeu a mensagem, ou este número já confirmou. Confira e tente de novo.',
  optOutRefused:
    'Os dígitos não conferem com o número que recebeu a mensagem, ou este número já saiu da lista. Confira e tente de novo.',
  tooMany: 'Muitas tentativas erradas. Aguarde um pouco e tente de novo mais tarde.',
  failed: 'Não conseguimos confirmar agora. Verifique sua conexão e tente de novo.',
  invalidTitle: 'Link inválido ou expirado',
  invalidText: 'Confira se o endereço está completo, como chegou no SMS.',
  home: 'Ir para a página inicial',
} as const;
