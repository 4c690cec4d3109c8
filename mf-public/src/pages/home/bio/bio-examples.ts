/** Example bio pages for the home carousel, drawn with CSS (no external images). */
export interface BioExample {
  name: string;
  handle: string;
  description: string;
  initials: string;
  background: string;
  cover: string;
  avatar: string;
  button: string;
  buttonText: string;
  text: string;
  links: string[];
}

export const BIO_EXAMPLES: BioExample[] = [
  {
    name: 'Ateliê Marina',
    handle: '@ateliemarina',
    description: 'Cerâmica feita à mão em Belo Horizonte',
    initials: 'AM',
    background: 'linear-gradient(180deg, #fff4e8 0%, #ffe3cc 100%)',
    cover: 'linear-gradient(135deg, #f28c50, #f9b21b)',
    avatar: '#c2410c',
    button: '#ffffff',
    buttonText: '#7c2d12',
    text: '#431407',
    links: ['Loja online', 'Encomendas pelo WhatsApp', 'Agenda de oficinas', 'Instagram'],
  },
  {
    name: 'Rafa Treinos',
    handle: '@rafatreinos',
    description: 'Personal trainer · planos online',
    initials: 'RT',
    background: '#0e1114',
    cover: 'linear-gradient(135deg, #0f9a83, #1a1e23)',
    avatar: '#0b7a68',
    button: '#1a1e23',
    buttonText: '#c4f1e7',
    text: '#f7f8f9',
    links: ['Plano de 12 semanas', 'Avaliação gratuita', 'Canal no YouTube', 'Depoimentos'],
  },
  {
    name: 'Café Serra Azul',
    handle: '@cafeserraazul',
    description: 'Cafés especiais do Sul de Minas',
    initials: 'CS',
    background: 'linear-gradient(180deg, #eef4ff 0%, #dbe7ff 100%)',
    cover: 'linear-gradient(135deg, #1e40af, #60a5fa)',
    avatar: '#1e3a8a',
    button: '#1e40af',
    buttonText: '#ffffff',
    text: '#172554',
    links: ['Assinatura mensal', 'Cardápio da cafeteria', 'Como chegar', 'Fale conosco'],
  },
  {
    name: 'Dra. Lia Nunes',
    handle: '@dralianunes',
    description: 'Nutricionista · consultas online e presenciais',
    initials: 'LN',
    background: 'linear-gradient(180deg, #f5f3ff 0%, #ede9fe 100%)',
    cover: 'linear-gradient(135deg, #7c3aed, #c084fc)',
    avatar: '#6d28d9',
    button: '#ffffff',
    buttonText: '#5b21b6',
    text: '#2e1065',
    links: ['Agendar consulta', 'E-book de receitas', 'Planos alimentares', 'Blog'],
  },
];
