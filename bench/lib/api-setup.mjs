// What bench/redirect.mjs does through the API before measuring: sign in, create links, count clicks.

/**
 * Signs in as a browser does through the development form: the start sets the sign-in cookie, the callback
 * answers /loading?authorization=CODE, and the code is exchanged (with that cookie) for the bearer token.
 */
export async function signIn(base, email = 'bench@example.com', name = 'Bench') {
  const start = await fetch(`${base}/oauth2/authorization/google`, { redirect: 'manual' });
  const cookie = start.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const callback = await fetch(`${base}/oauth2/dev/callback`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
    body: new URLSearchParams({ email, name }),
  });
  const code = new URL(callback.headers.get('location') ?? '', base).searchParams.get('authorization');
  if (!code)
    throw new Error(
      `dev sign-in failed (${callback.status}); it needs a loopback PUBLIC_URL or DEV_SIGN_IN=1, and no Google`,
    );
  const session = await fetch(`${base}/api/v1/auth/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ code }),
  });
  if (!session.ok) throw new Error(`sign-in code exchange failed (${session.status})`);
  return (await session.json()).authorization;
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

/** Grants a plan through the server's loopback admin route (what `npm run admin -- plan grant` does). */
export async function grantPlan(base, adminToken, email, plan) {
  const response = await fetch(`${base}/_admin/plan-grant`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
    body: JSON.stringify({ email, plan }),
  });
  if (!response.ok) throw new Error(`plan grant: ${response.status} ${await response.text()}`);
}

/** A bio (username `benchbio` unless given): a page a creator would publish, with a section of most types. */
export async function createBio(base, token, username = 'benchbio') {
  // The first template's look (shared/sdk/src/schemas/biographies.ts `bioTemplates`).
  const appearance = {
    layout: 1,
    font: 4,
    shape: 8,
    shadow: 2,
    placementSocialLinksOnTop: true,
    headerColor: '#0a7c6b',
    backgroundColor: '#f4fbf9',
    titleColor: '#0b2e28',
    descriptionColor: '#36544e',
    socialIconsColor: '#0a7c6b',
    sectionColor: '#0a7c6b',
    sectionTextColor: '#ffffff',
  };
  const links = Array.from({ length: 6 }, (_, i) => ({
    type: 'SAMPLE_LINK',
    title: `Produto ${i + 1}`,
    description: 'Frete grátis para todo o Brasil',
    onlineAddress: { url: `https://loja${i}.exemplo.com.br/produto/${i}` },
  }));
  const response = await fetch(`${base}/api/v1/biographies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      name: 'Loja Bench',
      description: 'Tudo o que vendemos, num lugar só.',
      onlineAddress: { code: username },
      ...appearance,
      biographyHasOnlineAddresses: [
        ...links,
        { type: 'YOUTUBE', title: 'Nosso vídeo', onlineAddress: { url: 'https://youtu.be/dQw4w9WgXcQ' } },
        {
          type: 'WHATSAPP',
          title: 'Fale conosco',
          description: 'Atendimento das 9h às 18h',
          whatsapp: { number: '5511999990000', message: 'Olá!' },
        },
        {
          type: 'INSTAGRAM',
          title: 'Instagram',
          description: 'Novidades',
          instagram: { handle: 'lojabench' },
        },
      ],
      socialLinks: [
        { title: 'Instagram', onlineAddress: { url: 'https://www.instagram.com/lojabench' } },
        { title: 'TikTok', onlineAddress: { url: 'https://www.tiktok.com/@lojabench' } },
      ],
    }),
  });
  if (!response.ok) throw new Error(`create bio: ${response.status} ${await response.text()}`);
  return (await response.json()).onlineAddress.code;
}

/** `npm run admin -- subdomain add EMAIL NAME` through the running server: `{name}.{SUBDOMAIN_BASE}`, verified. */
export async function addSubdomain(base, adminToken, email, name) {
  const response = await fetch(`${base}/_admin/subdomain-add`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': adminToken },
    body: JSON.stringify({ email, name }),
  });
  if (!response.ok) throw new Error(`subdomain add: ${response.status} ${await response.text()}`);
  return response.json();
}
