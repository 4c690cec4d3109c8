import { brandVars } from './brand-vars';
import { vt } from './copy';

/** "This page could not be loaded" with a retry button (a reload unless the caller retries itself). */
export function LoadFailure({ onRetry = () => window.location.reload() }: { onRetry?: () => void }) {
  return (
    <main style={brandVars} className="atl-redirect">
      <div className="atl-card" role="alert">
        <p>{vt('loadError')}</p>
        <button type="button" className="atl-button" onClick={onRetry}>
          {vt('retry')}
        </button>
      </div>
    </main>
  );
}
