import { createServer, type Server } from 'node:http';

/** One request the stub received: its method and the query of `/g/collect` (GA4's page view parameters). */
export interface CollectHit {
  method: string;
  path: string;
  params: URLSearchParams;
}

/**
 * A stand-in for Google's collect endpoint on GA_COLLECT_ORIGIN (decision 039): it records every request and
 * answers 204, as Google does, so the tests can say what reached "Google" and what did not.
 */
export async function startGaStub(origin: string): Promise<{
  hits: CollectHit[];
  close: () => Promise<void>;
}> {
  const hits: CollectHit[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', origin);
    hits.push({ method: request.method ?? '', path: url.pathname, params: url.searchParams });
    request.resume();
    response.writeHead(204, { 'access-control-allow-origin': '*' });
    response.end();
  });
  const { hostname, port } = new URL(origin);
  await new Promise<void>((resolve) => server.listen(Number(port), hostname, resolve));
  return { hits, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
