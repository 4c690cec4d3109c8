import { createTranslator } from '@atalho/ui/i18n';

const ptBR = {
  smsTitle: 'SMS',
  smsIntro:
    'Envie campanhas de SMS para contatos que aceitaram receber suas mensagens, com links encurtados e métricas de cada disparo.',
  smsTabShootings: 'Disparos',
  smsTabContacts: 'Contatos',
  shootingsEmptyTitle: 'Você ainda não tem disparos',
  shootingsEmptyDescription:
    'Configure o nome da sua empresa, importe seus contatos e crie a primeira campanha de SMS.',
  contactsEmptyTitle: 'Você ainda não tem contatos',
  contactsEmptyDescription:
    'Cadastre ou importe contatos de um CSV e peça o consentimento (opt-in) de cada um.',
  shootingsAction: 'Criar disparo',
  contactsAction: 'Importar contatos',
  smsSoon: 'O editor de campanhas e a importação de contatos chegam em breve.',
  optLoading: 'Carregando…',
  optCodeLabel: 'Últimos 4 dígitos do seu celular',
  optInTitle: 'Confirme que quer receber mensagens de {business}',
  optInText: 'Digite os 4 últimos dígitos do número de celular que recebeu a mensagem.',
  optInSuccess: 'Pronto! Você vai receber as mensagens de {business}.',
  optOutTitle: 'Deixar de receber mensagens de {business}?',
  optOutText: 'Digite os 4 últimos dígitos do número de celular para confirmar.',
  optOutSuccessNotice: 'Cadastro removido com sucesso.',
  optOutSuccess: 'Você não vai mais receber mensagens de {business}.',
  optSending: 'Enviando…',
} as const;

type Key = keyof typeof ptBR;

const en: Partial<Record<Key, string>> = {
  smsTitle: 'SMS',
  smsIntro:
    'Send SMS campaigns to contacts who agreed to receive your messages, with short links and metrics per send.',
  smsTabShootings: 'Sends',
  smsTabContacts: 'Contacts',
  shootingsEmptyTitle: 'You have no sends yet',
  shootingsEmptyDescription:
    'Set your business name, import your contacts and create your first SMS campaign.',
  contactsEmptyTitle: 'You have no contacts yet',
  contactsEmptyDescription: 'Add or import contacts from a CSV and ask each one for consent (opt-in).',
  shootingsAction: 'Create a send',
  contactsAction: 'Import contacts',
  smsSoon: 'The campaign editor and contact import are coming soon.',
  optLoading: 'Loading…',
  optCodeLabel: 'Last 4 digits of your phone',
  optInTitle: 'Confirm you want messages from {business}',
  optInText: 'Type the last 4 digits of the phone number that received the message.',
  optInSuccess: 'Done! You will receive messages from {business}.',
  optOutTitle: 'Stop receiving messages from {business}?',
  optOutText: 'Type the last 4 digits of the phone number to confirm.',
  optOutSuccessNotice: 'Removed successfully.',
  optOutSuccess: 'You will no longer receive messages from {business}.',
  optSending: 'Sending…',
};

export const t = createTranslator<Key>({ 'pt-BR': ptBR, en });
