export function renderInDom<T>(
  appRoot: string,
  entry: string,
  draw: (module: Record<string, unknown>) => T,
): Promise<T>;
