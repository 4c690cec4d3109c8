import { hasStoredAuthorization } from '@atalho/sdk';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';

/** Routes under /painel need a stored, unexpired authorization; otherwise home. */
export function RequireAuth({ children }: { children: ReactNode }) {
  if (!hasStoredAuthorization()) return <Navigate to="/" replace />;
  return children;
}
