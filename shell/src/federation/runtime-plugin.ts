import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The shell's runtime policy for remote loading failures. It logs the failure and
 * lets the error propagate (no silent fallback module): `loadRemoteModule` retries, and the
 * `RemoteBoundary` shows the friendly fallback with a retry button.
 */
export function atalhoRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'atalho-runtime-policy',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[atalho] remote ${id} failed during ${lifecycle}`, error);
      return undefined;
    },
  };
}
