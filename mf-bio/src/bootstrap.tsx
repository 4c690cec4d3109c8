import { useSession } from '@atalho/sdk';
import { system } from '@atalho/ui';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import BioEditorPage from './exposes/BioEditorPage';
import PublicBio from './exposes/PublicBio';

// Standalone dev page (`npm run dev -w mf-bio`): the editor at its panel route and the public view
// at /bio/{code}. Sign in through the running server (http://localhost:8080) or put a token in localStorage.
void useSession.getState().loadUser();

function PublicBioRoute() {
  const { code = '' } = useParams();
  const { search } = useLocation();
  return <PublicBio code={code} search={new URLSearchParams(search)} />;
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route
            path="/painel/links/page-bio"
            element={
              <ChakraProvider value={system}>
                <BioEditorPage />
              </ChakraProvider>
            }
          />
          <Route path="/bio/:code" element={<PublicBioRoute />} />
          <Route path="*" element={<Navigate to="/painel/links/page-bio" replace />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
