-- Privacy policy 1.0.5: version 1.0.4 with one sentence added to clause 3, how long the raw clicks are kept
-- (decision 043, CLICKS_RETENTION_MONTHS).
INSERT INTO "privacy_policies" ("name", "date_update", "content")
SELECT '1.0.5', '2026-11-29T02:00:00Z',
  replace(
    replace("content", 'versão 1.0.4', 'versão 1.0.5'),
    'Dados de cliques são agregados em estatísticas diárias.',
    'Dados de cliques são agregados em estatísticas diárias. O registro individual de cada clique é apagado 24 meses depois do fim do mês em que aconteceu; as estatísticas diárias continuam.'
  )
FROM "privacy_policies" WHERE "name" = '1.0.4';
