// What bench/redirect.mjs does through the API before measuring: sign in, create links, count clicks.

export async function signIn(base) {
  const response = await fetch(`${base}/oauth2/dev/callback`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'bench@example.com', name: 'Bench' }),
  });
  const token = new URL(response.headers.get('location') ?? '', base).searchParams.get('authorization');
  if (!token)
    throw new Error(
      `dev sign-in failed (${response.status}); the bench needs NODE_ENV other than production`,
    );
  return token;
}

export async function createLinks(base, token, count) {
  const links = [];
  let next = 0;
  async function worker() {
    while (next < count) {
      const i = next++;
      const response = await fetch(`${base}/api/v1/online-addresses`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ url: `https://loja${i % 100}.exemplo.com.br/produto/${i}` }),
      });
      if (response.status !== 201)
        throw new Error(`create link: ${response.status} ${await response.text()}`);
      const { code, url } = await response.json();
      links.push({ code, url });
    }
  }
  await Promise.all(Array.from({ length: 32 }, worker));
  return links;
}

/** Clicks the database holds on the owner's links, as the owner reads them. */
export async function storedClicks(base, token) {
  const response = await fetch(`${base}/api/v1/clicks?page=0&size=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`list clicks: ${response.status}`);
  return (await response.json()).totalElements;
}
