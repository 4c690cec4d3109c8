/** What the lead page's island says; the page's own words come from `@atalho/sdk/infoproduct-page`. */
export const islandCopy = {
  sending: 'Enviando…',
  retry: 'Não conseguimos enviar agora. Verifique sua conexão e tente de novo.',
  tooMany: 'Muitos envios em pouco tempo. Aguarde um minuto e tente de novo.',
  refused: 'Não conseguimos aceitar estes dados. Confira os campos e tente de novo.',
} as const;
