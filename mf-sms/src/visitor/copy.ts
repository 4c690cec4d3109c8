import { createTranslator } from '@atalho/ui/i18n';

/** The opt-in and opt-out pages' words (spec 000 §2): kept apart from the panel's catalogue. */
const ptBR = {
  loading: 'Carregando…',
  codeLabel: 'Últimos 4 dígitos do seu celular',
  optInTitle: 'Confirme que quer receber SMS de {business}',
  optInText: 'Digite os 4 últimos dígitos do número de celular que recebeu a mensagem.',
  optInSuccessNotice: 'Inscrição confirmada!',
  optInSuccess: 'Pronto! Você vai receber as mensagens de {business}.',
  optInSuccessText: 'Para deixar de receber, é só responder SAIR a qualquer mensagem.',
  optOutTitle: 'Deixar de receber SMS de {business}?',
  optOutText: 'Digite os 4 últimos dígitos do número de celular para confirmar.',
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
  loadFailed: 'Não foi possível carregar esta página. Verifique sua conexão e tente de novo.',
  retry: 'Tentar novamente',
} as const;

type Key = keyof typeof ptBR;

const en: Partial<Record<Key, string>> = {
  loading: 'Loading…',
  codeLabel: 'Last 4 digits of your phone',
  optInTitle: 'Confirm you want SMS from {business}',
  optInText: 'Type the last 4 digits of the phone number that received the message.',
  optInSuccessNotice: 'Subscription confirmed!',
  optInSuccess: 'Done! You will receive messages from {business}.',
  optInSuccessText: 'To stop receiving them, reply SAIR to any message.',
  optOutTitle: 'Stop receiving SMS from {business}?',
  optOutText: 'Type the last 4 digits of the phone number to confirm.',
  optOutSuccessNotice: 'Removed successfully.',
  optOutSuccess: 'You will no longer receive messages from {business}.',
  sending: 'Sending…',
  optInRefused:
    'The digits do not match the number that received the message, or this number already confirmed. Check and try again.',
  optOutRefused:
    'The digits do not match the number that received the message, or this number already left the list. Check and try again.',
  tooMany: 'Too many wrong tries. Wait a while and try again later.',
  failed: 'We could not confirm right now. Check your connection and try again.',
  invalidTitle: 'Invalid or expired link',
  invalidText: 'Check that the address is complete, as it came in the SMS.',
  home: 'Go to the home page',
  loadFailed: 'This page could not load. Check your connection and try again.',
  retry: 'Try again',
};

export const t = createTranslator<Key>({ 'pt-BR': ptBR, en });
