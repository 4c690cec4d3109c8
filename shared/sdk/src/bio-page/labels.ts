/** The page's own words (Portuguese); the name of a picture is built from the bio's name. */
export interface BioPageLabels {
  share: string;
  promotion: string;
  socialLinks: string;
  sections: string;
  picture: (name: string) => string;
  video: string;
  whatsapp: string;
  instagram: string;
}

export const defaultBioPageLabels: BioPageLabels = {
  share: 'Compartilhar',
  promotion: 'Crie sua página grátis no Atalho',
  socialLinks: 'Redes sociais',
  sections: 'Links',
  picture: (name) => `Foto de ${name}`,
  video: 'Vídeo do YouTube',
  whatsapp: 'Conversar no WhatsApp',
  instagram: 'Instagram',
};
