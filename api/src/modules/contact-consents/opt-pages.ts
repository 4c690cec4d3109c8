import {
  type OptDirection,
  type OptPageState,
  optPageCss,
  optPageTitle,
  renderOptPage,
} from '@atalho/sdk/sms-opt-page';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { rateLimitsOf } from '../../http/rate-limits';
import { escapeHtml, jsonForScript, renderShellDocument, shellTemplateOf } from '../../web/shell-html';
import { findBusinessOfCode } from './queries';

/** mf-sms's DOM island: the 4-digit input that submits itself, the answer drawn in place without a reload. */
const OPT_ISLAND = { remote: 'mf_sms', exposed: 'OptIsland', hydrate: true } as const;

const CODE = /^[A-Za-z0-9]{6,20}$/;

const HEAD =
  '<meta name="robots" content="noindex">' +
  `<style>${optPageCss.replace(/<\/style/gi, '<\\/style')}</style>`;

/** The page's state for a code: its form naming the business, or an unknown code. */
export async function optPageStateOf(
  app: FastifyInstance,
  direction: OptDirection,
  code: string,
): Promise<OptPageState> {
  const business = CODE.test(code) ? await findBusinessOfCode(app.db, code) : null;
  return business === null ? { kind: 'invalid' } : { kind: 'form', direction, code, business };
}

/**
 * The answer to the form's POST (JavaScript off): the page alone, without the shell, whose script would take
 * `/api/…` for an app route. It needs no script: a failed try shows the form again with why.
 */
export function optPageDocument(state: OptPageState): string {
  return (
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escapeHtml(optPageTitle(state))}</title>${HEAD}</head><body>${renderOptPage(state)}</body></html>`
  );
}

/**
 * `/i/{code}` and `/o/{code}` (spec 000 §2), server-rendered into the shell like the link pages (decision 027):
 * readable and usable with JavaScript off (the form posts to the public opt POST), taken over by mf-sms's
 * island. An unknown code answers 404 with "link inválido ou expirado" and a way home.
 */
export function registerOptPages(app: FastifyInstance): void {
  const template = shellTemplateOf(app);
  for (const direction of ['in', 'out'] as const) {
    app.get<{ Params: { code: string } }>(
      `/${direction === 'in' ? 'i' : 'o'}/:code`,
      { schema: { hide: true }, config: { auth: false, rateLimit: rateLimitsOf(app.config).codeLookups } },
      async (request, reply) => {
        const state = await optPageStateOf(app, direction, request.params.code);
        return sendOptPage(reply, await template.load(), state);
      },
    );
  }
}

function sendOptPage(reply: FastifyReply, shell: string | undefined, state: OptPageState) {
  reply
    .status(state.kind === 'invalid' ? 404 : 200)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8');
  if (shell === undefined) return reply.send(optPageDocument(state));
  const data = { island: OPT_ISLAND, opt: state };
  return reply.send(
    renderShellDocument(shell, {
      title: optPageTitle(state),
      head: `${HEAD}<script id="atalho-data" type="application/json">${jsonForScript(data)}</script>`,
      beforeRoot: '',
      root: renderOptPage(state),
    }),
  );
}
