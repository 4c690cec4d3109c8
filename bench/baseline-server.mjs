// The baseline of bench/redirect.mjs: a bare Fastify server answering 302 from an in-memory Map, the
// least any redirect service can do. Codes arrive as JSON lines on stdin (or `generate N` for seeded ones);
// it prints "ready <port>".
import { createInterface } from 'node:readline';
import Fastify from 'fastify';

const targets = new Map();
const app = Fastify({ logger: false });
app.get('/:code', async (request, reply) => {
  const target = targets.get(request.params.code);
  if (!target) return reply.status(404).send({ messages: ['not.found'] });
  return reply.redirect(target, 302);
});

const lines = createInterface({ input: process.stdin });
lines.on('line', async (line) => {
  if (line === 'listen') {
    await app.listen({ port: 0, host: '127.0.0.1' });
    console.log(`ready ${app.server.address().port}`);
    return;
  }
  // `generate N`: the links bench/lib/seed.mjs seeded (b1 … bN), without sending a million lines.
  if (line.startsWith('generate ')) {
    const count = Number(line.slice('generate '.length));
    for (let i = 1; i <= count; i += 1)
      targets.set(`b${i}`, `https://loja${i % 100}.exemplo.com.br/produto/${i}`);
    return;
  }
  const { code, url } = JSON.parse(line);
  targets.set(code, url);
});
lines.on('close', () => app.close());
