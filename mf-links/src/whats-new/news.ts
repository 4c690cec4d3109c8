/** What arrived in the product, newest areas last: a title and a line each (keys of the area's catalogue). */
export const NEWS = [
  ['whatsNewPreviewsTitle', 'whatsNewPreviewsText'],
  ['whatsNewLoadingTitle', 'whatsNewLoadingText'],
  ['whatsNewMetricsTitle', 'whatsNewMetricsText'],
  ['whatsNewDomainTitle', 'whatsNewDomainText'],
  ['whatsNewInfoproductTitle', 'whatsNewInfoproductText'],
  ['whatsNewSmsTitle', 'whatsNewSmsText'],
  ['whatsNewApiTitle', 'whatsNewApiText'],
  ['whatsNewBioTitle', 'whatsNewBioText'],
] as const;
