import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export interface RemoteLoadFailure {
  id: string;
  lifecycle: string;
  error: unknown;
  at: number;
}

const failures: RemoteLoadFailure[] = [];

/** Recent remote load failures (for diagnostics and tests). */
export function remoteLoadFailures(): readonly RemoteLoadFailure[] {
  return failures;
}

/**
 * The shell's runtime policy for remote loading failures. It records and logs the failure and
 * lets the error propagate (no silent fallback module): `loadRemoteModule` retries, and the
 * `RemoteBoundary` shows the friendly fallback with a retry button.
 */
export function atalhoRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'atalho-runtime-policy',
    errorLoadRemote({ id, error, lifecycle }) {
      failures.push({ id, lifecycle, error, at: Date.now() });
      if (failures.length > 20) failures.shift();
      console.warn(`[atalho] remote ${id} failed during ${lifecycle}`, error);
      return undefined;
    },
  };
}
