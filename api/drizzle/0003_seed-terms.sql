-- Terms of use and privacy policy versions 1.0.0 to 1.0.2 (spec 000 §2). A new version is a new migration.
INSERT INTO "terms_of_use" ("name", "date_update", "content") VALUES ('1.0.0', '2023-01-10T12:00:00Z', $text$# Termos de uso do Atalho — versão 1.0.0

1. Aceitação. Ao usar o Atalho (encurtador de links, páginas bio, páginas de captura e campanhas de SMS) você concorda com estes termos e com a nossa política de privacidade.

2. Idade mínima. O uso da conta é permitido somente a pessoas com 18 (dezoito) anos ou mais.

3. Conta. O acesso ao painel é feito com uma conta Google. Você é responsável pelo que for feito com a sua conta e pelos links que criar.

4. Uso permitido. É proibido encurtar ou divulgar endereços com conteúdo ilegal, enganoso, malicioso (vírus, phishing), que viole direitos de terceiros ou que envie mensagens não solicitadas. Links denunciados podem ser desativados sem aviso.

5. Planos e pagamentos. Os planos pagos são cobrados de forma mensal ou anual, pelos valores exibidos na página de planos. A primeira ativação tem um período de teste de 7 (sete) dias. Não há reembolso após o término do período de teste.

6. Disponibilidade. Fazemos o possível para manter o serviço no ar, mas ele é oferecido "no estado em que se encontra", sem garantia de disponibilidade contínua.

7. Foro. Estes termos são regidos pelas leis da República Federativa do Brasil.

Contato: suporte@atalho.app$text$);
--> statement-breakpoint
INSERT INTO "terms_of_use" ("name", "date_update", "content") VALUES ('1.0.1', '2024-03-01T12:00:00Z', $text$# Termos de uso do Atalho — versão 1.0.1

1. Aceitação. Ao usar o Atalho (encurtador de links, páginas bio, páginas de captura de leads e campanhas de SMS) você concorda com estes termos e com a política de privacidade vigente.

2. Idade mínima. O uso da conta é permitido somente a pessoas com 18 (dezoito) anos ou mais. Ao criar uma conta você declara ter essa idade.

3. Conta. O acesso ao painel é feito com uma conta Google. Você é responsável pelo que for feito com a sua conta, pelos links, páginas e campanhas que criar e pelas credenciais de API que gerar.

4. Uso permitido. É proibido encurtar ou divulgar endereços com conteúdo ilegal, enganoso ou malicioso (vírus, phishing), que viole direitos de terceiros, ou enviar SMS a contatos que não deram consentimento (opt-in). Links denunciados podem ser desativados sem aviso.

5. Planos, teste e reembolso. Os planos pagos (Básico, Profissional e Empresarial) são cobrados de forma mensal ou anual, pelos valores exibidos na página de planos. A primeira ativação tem um período de teste de 7 (sete) dias; durante o teste você pode cancelar sem custo. Não há reembolso após o término do período de teste. Créditos de SMS comprados não são reembolsáveis.

6. Cancelamento. Você pode cancelar a assinatura a qualquer momento no painel; o acesso aos recursos do plano continua até o fim do ciclo já pago.

7. Disponibilidade. O serviço é oferecido "no estado em que se encontra", sem garantia de disponibilidade contínua.

8. Alterações. Estes termos podem ser alterados; a nova versão é apresentada para aceite no próximo acesso ao painel.

9. Foro. Estes termos são regidos pelas leis da República Federativa do Brasil, com foro no domicílio do consumidor.

Contato: suporte@atalho.app$text$);
--> statement-breakpoint
INSERT INTO "terms_of_use" ("name", "date_update", "content") VALUES ('1.0.2', '2025-06-02T12:00:00Z', $text$# Termos de uso do Atalho — versão 1.0.2

1. Aceitação. Ao usar o Atalho (encurtador de links, páginas bio, páginas de captura de leads e campanhas de SMS) você concorda com estes termos e com a política de privacidade vigente.

2. Idade mínima. O uso da conta é permitido somente a pessoas com 18 (dezoito) anos ou mais. Ao criar uma conta você declara ter essa idade.

3. Conta. O acesso ao painel é feito com uma conta Google. Você é responsável pelo que for feito com a sua conta, pelos links, páginas e campanhas que criar e pelas credenciais de API que gerar.

4. Uso permitido. É proibido encurtar ou divulgar endereços com conteúdo ilegal, enganoso ou malicioso (vírus, phishing), que viole direitos de terceiros, ou enviar SMS a contatos que não deram consentimento (opt-in). Links denunciados podem ser desativados sem aviso.

5. Planos, teste e reembolso. Os planos pagos (Básico, Profissional e Empresarial) são cobrados de forma mensal ou anual, pelos valores exibidos na página de planos. A primeira ativação tem um período de teste de 7 (sete) dias; durante o teste você pode cancelar sem custo. Não há reembolso após o término do período de teste. Créditos de SMS comprados não são reembolsáveis.

6. Cancelamento. Você pode cancelar a assinatura a qualquer momento no painel; o acesso aos recursos do plano continua até o fim do ciclo já pago.

7. Disponibilidade. O serviço é oferecido "no estado em que se encontra", sem garantia de disponibilidade contínua. Podemos verificar periodicamente os endereços encurtados e sinalizar links com erro.

8. Alterações. Estes termos podem ser alterados; a nova versão é apresentada para aceite no próximo acesso ao painel.

9. Foro. Estes termos são regidos pelas leis da República Federativa do Brasil, com foro no domicílio do consumidor.

Contato: suporte@atalho.app$text$);
--> statement-breakpoint
INSERT INTO "privacy_policies" ("name", "date_update", "content") VALUES ('1.0.0', '2023-01-10T12:00:00Z', $text$# Política de privacidade do Atalho — versão 1.0.0

1. Dados coletados. Ao entrar com a sua conta Google recebemos o seu nome, e-mail e foto de perfil. Registramos os links que você cria e os acessos (cliques) a eles.

2. Uso dos dados. Usamos os dados para prestar o serviço, personalizar a sua experiência e gerar estatísticas de acesso.

3. Armazenamento. Os dados são armazenados em servidores com acesso restrito.

4. Contato. Dúvidas sobre privacidade: suporte@atalho.app

5. Legislação. Esta política segue a legislação brasileira, incluindo a Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).$text$);
--> statement-breakpoint
INSERT INTO "privacy_policies" ("name", "date_update", "content") VALUES ('1.0.1', '2024-03-01T12:00:00Z', $text$# Política de privacidade do Atalho — versão 1.0.1

Esta política explica quais dados o Atalho coleta, como os usa e quais são os seus direitos, nos termos da Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).

1. Dados coletados
- Conta: ao entrar com a sua conta Google recebemos o seu nome, e-mail e foto de perfil.
- Assinantes: para cobrar um plano pedimos CPF ou CNPJ, nome completo, telefone e endereço de cobrança. Os dados do cartão são tratados pela empresa processadora de pagamentos com cartão; o Atalho não armazena o número completo do cartão nem o código de segurança.
- Extensão para navegador: quem usa a nossa extensão nos envia os endereços (URLs) das páginas visitadas e das abas abertas que escolher encurtar.
- Visitantes de links encurtados: registramos data e hora do acesso, plataforma (por exemplo Android ou Windows), tamanho de tela, origem do compartilhamento e a localização aproximada (país, estado e cidade) obtida do endereço IP, que não é guardado.

2. Uso dos dados
- personalizar o serviço e as suas páginas;
- melhorar o produto e corrigir falhas;
- gerar estatísticas de acesso para os donos dos links;
- exibir publicidade direcionada aos visitantes que clicam em links encurtados (na tela de redirecionamento de links de contas gratuitas).

3. Armazenamento e segurança. Os dados ficam em servidores com acesso restrito, pelo tempo necessário para prestar o serviço ou cumprir obrigações legais.

4. Seus direitos. Você pode pedir acesso, correção ou exclusão dos seus dados enviando um e-mail para suporte@atalho.app. Responderemos no prazo previsto na LGPD.

5. Cookies. Usamos cookies necessários (sempre ativos), de análise (ativos por padrão), de publicidade (desativados por padrão) e de pesquisa (ativos por padrão). Você pode aceitar, recusar ou ajustar essas preferências no aviso de cookies; a escolha é guardada por 365 dias. Um cookie com um identificador de cliente é usado para contar visitantes únicos.

6. Contato. Encarregado de dados (DPO): suporte@atalho.app

7. Legislação e foro. Esta política é regida pelas leis da República Federativa do Brasil, em especial a LGPD.

8. Alterações. Quando esta política mudar, a nova versão será apresentada para aceite no seu próximo acesso (após o login) ao painel.$text$);
--> statement-breakpoint
INSERT INTO "privacy_policies" ("name", "date_update", "content") VALUES ('1.0.2', '2025-06-02T12:00:00Z', $text$# Política de privacidade do Atalho — versão 1.0.2

Esta política explica quais dados o Atalho coleta, como os usa e quais são os seus direitos, nos termos da Lei Geral de Proteção de Dados (LGPD, Lei nº 13.709/2018).

1. Dados coletados
- Conta: ao entrar com a sua conta Google recebemos o seu nome, e-mail e foto de perfil.
- Assinantes: para cobrar um plano pedimos CPF ou CNPJ, nome completo, telefone e endereço de cobrança. Os dados do cartão são tratados pela empresa processadora de pagamentos com cartão; o Atalho não armazena o número completo do cartão nem o código de segurança.
- Extensão para navegador: quem usa a nossa extensão nos envia os endereços (URLs) das páginas visitadas e das abas abertas que escolher encurtar.
- Visitantes de links encurtados: registramos data e hora do acesso, plataforma (por exemplo Android ou Windows), tamanho de tela, origem do compartilhamento e a localização aproximada (país, estado e cidade) obtida do endereço IP, que não é guardado.

2. Uso dos dados
- personalizar o serviço e as suas páginas;
- melhorar o produto e corrigir falhas;
- gerar estatísticas de acesso para os donos dos links;
- exibir publicidade direcionada aos visitantes que clicam em links encurtados (na tela de redirecionamento de links de contas gratuitas).

3. Armazenamento e segurança. Os dados ficam em servidores com acesso restrito e conexões criptografadas, pelo tempo necessário para prestar o serviço ou cumprir obrigações legais. Dados de cliques são agregados em estatísticas diárias.

4. Seus direitos. Você pode pedir acesso, correção ou exclusão dos seus dados enviando um e-mail para suporte@atalho.app. Responderemos no prazo previsto na LGPD.

5. Cookies. Usamos cookies necessários (sempre ativos), de análise (ativos por padrão), de publicidade (desativados por padrão) e de pesquisa (ativos por padrão). Você pode aceitar, recusar ou ajustar essas preferências no aviso de cookies; a escolha é guardada por 365 dias. Um cookie com um identificador de cliente é usado para contar visitantes únicos.

6. Contato. Encarregado de dados (DPO): suporte@atalho.app

7. Legislação e foro. Esta política é regida pelas leis da República Federativa do Brasil, em especial a LGPD.

8. Alterações. Quando esta política mudar, a nova versão será apresentada para aceite no seu próximo acesso (após o login) ao painel.$text$);
