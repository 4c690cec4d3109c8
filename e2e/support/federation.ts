import type { Page } from '@playwright/test';

export interface SharedSummary {
  /** Distinct loaded versions of the package across every federation instance on the page. */
  versions: string[];
  /** Distinct module factories (`lib`) behind those loaded versions: 1 means one module instance. */
  factories: number;
}

/**
 * Reads the Module Federation runtime's share scopes (`__FEDERATION__.__SHARE__` and each instance's
 * `shareScopeMap`) and reports, per package, what was actually loaded on the page.
 */
export function sharedOnPage(page: Page, packages: string[]): Promise<Record<string, SharedSummary>> {
  return page.evaluate((names) => {
    type Loadable = { loaded?: boolean; lib?: unknown };
    // A package built tree-shaken (decision 012) keeps its loaded module under `treeShaking`.
    type Entry = Loadable & { treeShaking?: Loadable };
    type ScopeMap = Record<string, Record<string, Record<string, Entry>>>;
    const federation = (
      globalThis as {
        __FEDERATION__?: {
          __SHARE__?: Record<string, ScopeMap>;
          __INSTANCES__?: { shareScopeMap?: ScopeMap }[];
        };
      }
    ).__FEDERATION__;
    const scopeMaps: ScopeMap[] = [
      ...Object.values(federation?.__SHARE__ ?? {}),
      ...(federation?.__INSTANCES__ ?? []).flatMap((instance) =>
        instance.shareScopeMap ? [instance.shareScopeMap] : [],
      ),
    ];
    const result: Record<string, { versions: string[]; factories: number }> = {};
    for (const name of names) {
      const versions = new Set<string>();
      const factories = new Set<unknown>();
      for (const scopeMap of scopeMaps) {
        for (const scope of Object.values(scopeMap)) {
          for (const [version, entry] of Object.entries(scope[name] ?? {})) {
            for (const loadable of [entry, entry.treeShaking]) {
              if (loadable && (loadable.loaded || typeof loadable.lib === 'function')) {
                versions.add(version);
                if (typeof loadable.lib === 'function') factories.add(loadable.lib);
              }
            }
          }
        }
      }
      result[name] = { versions: [...versions], factories: factories.size };
    }
    return result;
  }, packages);
}
