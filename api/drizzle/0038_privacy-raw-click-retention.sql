-- Privacy policy 1.0.5: clause 3 states how long the raw clicks are kept (decision 043, CLICKS_RETENTION_MONTHS).
INSERT INTO "privacy_policies" ("name", "date_update", "content") VALUES ('1.0.5', '2026-11-29T02:00:00Z', $text$# Política de privacidade do Atalho — versão 1.0.5

Esta política explica quais dados o Atalho coleta, como os usa e quais são os seus direitos, nos termos da Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).

1. Dados coletados
- Conta: ao entrar com a sua conta Google recebemos o seu nome, e-mail e foto de perfil.
- Assinantes: para cobrar um plano pedimos CPF ou CNPJ, nome completo, telefone e endereço de cobrança. Os dados do cartão são tratados pela empresa processadora de pagamentos com cartão; o Atalho não armazena o número completo do cartão nem o código de segurança.
- Extensão para navegador: quem usa a nossa extensão nos envia os endereços (URLs) das páginas visitadas e das abas abertas que escolher encurtar.
- Visitantes de links encurtados: registramos data e hora do acesso, plataforma (por exemplo Android ou Windows), tamanho de tela, origem do compartilhamento e a localização aproximada (país, estado e cidade) obtida do endereço IP, que não é guardado.
- Visitantes únicos: quem aceitou os cookies de análise é contado por um identificador aleatório guardado no cookie atalho_cid. Quem recusou, ou ainda não respondeu ao aviso de cookies, não recebe nenhum identificador persistente: contamos o visitante único do dia por um código calculado a partir do endereço IP e do navegador (user agent), com uma chave aleatória que muda a cada dia (no horário de São Paulo) e é apagada quando o dia termina. O endereço IP e o navegador não são guardados, e sem a chave do dia não é possível refazer o código nem ligar as visitas de dias diferentes.

2. Uso dos dados
- personalizar o serviço e as suas páginas;
- melhorar o produto e corrigir falhas;
- gerar estatísticas de acesso para os donos dos links;
- exibir publicidade direcionada aos visitantes que clicam em links encurtados (na tela de redirecionamento de links de contas gratuitas).

3. Armazenamento e segurança. Os dados ficam em servidores com acesso restrito e conexões criptografadas, pelo tempo necessário para prestar o serviço ou cumprir obrigações legais. Dados de cliques são agregados em estatísticas diárias. O registro individual de cada clique é apagado 24 meses depois do fim do mês em que aconteceu; as estatísticas diárias continuam. Quando você exclui a sua conta, os cliques dos seus links ficam apenas como contagens diárias anônimas, sem ligação com você.

4. Seus direitos. Você pode acessar, corrigir, levar com você e excluir os seus dados, direto no painel:
- Baixar uma cópia: no menu da sua foto, abra "Minha conta" e use "Baixar meus dados". Preparamos um arquivo ZIP com o seu perfil, links, página bio, infoprodutos e leads, contatos e registros de consentimento, disparos de SMS, assinaturas, recibos e os arquivos que você enviou (em JSON e CSV). O arquivo fica disponível só para você, por 7 dias.
- Excluir a conta: em "Minha conta", use "Excluir minha conta" e confirme digitando o seu e-mail. Apagamos na hora os seus dados e os arquivos que você enviou, encerramos as suas sessões e credenciais de API, e o e-mail fica livre para um novo cadastro. Os códigos dos seus links não são entregues a outra pessoa, para que um link já compartilhado nunca leve a outro destino. Para que o período de teste grátis seja um por pessoa, guardamos, sem ligação com a conta, o CPF ou CNPJ e a identificação do cartão que já usaram um teste.
- Se preferir, peça qualquer um desses itens, ou uma correção, por e-mail para suporte@atalho.app. Responderemos no prazo previsto na LGPD.

5. Cookies. Usamos cookies necessários (sempre ativos), de análise (ativos por padrão), de publicidade (desativados por padrão) e de pesquisa (ativos por padrão). Você pode aceitar, recusar ou ajustar essas preferências no aviso de cookies; a escolha é guardada por 365 dias. Com os cookies de análise aceitos: o cookie atalho_cid guarda um identificador aleatório usado para contar visitantes únicos; e, nas páginas de donos de links que conectaram o Google Analytics (planos PRO e BUSINESS), o seu navegador envia ao Google uma visualização de página para a conta do dono do link, com o cookie _ga do Google (válido por um ano). Sem esse aceite, nenhum desses cookies é criado e nada é enviado ao Google.

6. Contato. Encarregado de dados (DPO): suporte@atalho.app

7. Legislação e foro. Esta política é regida pelas leis da República Federativa do Brasil, em especial a LGPD.

8. Alterações. Quando esta política mudar, a nova versão será apresentada para aceite no seu próximo acesso (após o login) ao painel.$text$);
