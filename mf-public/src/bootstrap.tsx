import { UiProvider } from '@atalho/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useParams, useSearchParams } from 'react-router';
import HomePage from './exposes/HomePage';
import LandingPage from './exposes/LandingPage';
import PrivacyPolicyPage from './exposes/PrivacyPolicyPage';
import RedirectScreen from './exposes/RedirectScreen';

// Standalone dev page (`npm run dev -w mf-public`): the routes the shell gives these modules.
function Visitor() {
  const { code = '', contactCode } = useParams();
  const [search] = useSearchParams();
  return <RedirectScreen code={code} contactCode={contactCode} search={search} />;
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <UiProvider>
        <BrowserRouter>
          <Routes>
            {['/', '/conversion', '/g', '/f'].map((path) => (
              <Route key={path} path={path} element={<HomePage />} />
            ))}
            <Route path="/lp" element={<LandingPage />} />
            <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
            <Route path="/:code/:contactCode?" element={<Visitor />} />
          </Routes>
        </BrowserRouter>
      </UiProvider>
    </StrictMode>,
  );
}
