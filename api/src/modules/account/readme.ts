/** `LEIA-ME.txt`, the first file of every data export: what each file holds (decision 037). */
export const README = `Seus dados no Atalho

Este arquivo ZIP tem uma cópia de tudo o que a sua conta guarda, no dia em que foi gerado.
Os arquivos .json e .csv abrem em qualquer editor de texto; os .csv (separados por ponto e vírgula)
também abrem em planilhas. Datas e horas estão em UTC (formato ISO 8601) e valores em dinheiro, em centavos.

perfil.json                       sua conta, termos aceitos, tela de carregamento, configuração de SMS,
                                  domínios, credenciais de API (só datas) e os testes grátis usados
links.csv                         seus links, inclusive os excluídos, com a prévia de cada um
bio.json                          sua página bio, com seções e redes sociais
infoprodutos.json                 suas páginas de infoproduto, com tópicos, formulário e rodapé
leads.csv                         os leads das suas páginas, com as respostas e o consentimento de cada um
                                  (os e-mails aparecem como no painel do seu plano)
contatos.csv                      seus contatos de SMS, com etiquetas, segmentos e propriedades
consentimentos.csv                o histórico de consentimento (opt-in e opt-out) de cada contato
segmentos.json                    seus segmentos de contatos
disparos-sms.json                 seus disparos de SMS e os links encurtados de cada um
disparos-sms-destinatarios.csv    os destinatários de cada disparo
disparos-sms-acessos.csv          os acessos dos destinatários aos links dos disparos
sms-enviados.csv                  cada SMS enviado em seu nome
assinaturas.json                  suas assinaturas e os ciclos de cobrança
pagamentos.json                   cobranças, cartões salvos (nunca o número) e dados do pagador
recibos.json                      seus recibos
creditos.json                     compras, bônus, estornos e gastos de créditos de SMS
e-mails.csv                       os e-mails que o Atalho enviou em seu nome ou para você
arquivos.json                     os arquivos que você enviou; os que ainda estão em uso vêm na pasta arquivos/

Para excluir a sua conta, use "Excluir minha conta" em Minha conta, no painel.
Dúvidas: suporte@atalho.app
`;
