interface FederationInstance {
  name: string;
  options?: { remotes?: { name: string }[] };
  loadRemote<T>(id: string): Promise<T | null>;
}

interface FederationGlobal {
  __FEDERATION__?: { __INSTANCES__?: FederationInstance[] };
}

/**
 * Loads another remote's exposed module from inside a remote. The runtime's own `loadRemote` asks the
 * calling remote's instance, which knows no remotes (RUNTIME-004): the shell registered them, from
 * /remotes.json, on its instance. So the instance that knows the remote is asked (decision 003: one runtime
 * on the page, every instance in `__FEDERATION__`).
 */
export async function loadFederatedModule<T>(id: string): Promise<T> {
  const remote = id.split('/')[0] ?? '';
  const instances = (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__ ?? [];
  const host = instances.find((instance) => instance.options?.remotes?.some((r) => r.name === remote));
  if (!host) throw new Error(`No federation instance knows ${remote}`);
  const module = await host.loadRemote<T>(id);
  if (!module) throw new Error(`${id} did not load`);
  return module;
}
