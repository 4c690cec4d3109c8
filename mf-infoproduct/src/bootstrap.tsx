import { useSession } from '@atalho/sdk';
import { system } from '@atalho/ui';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import InfoproductPage from './exposes/InfoproductPage';
import PublicInfoproduct from './exposes/PublicInfoproduct';

// Standalone dev page (`npm run dev -w mf-infoproduct`): the panel page and the public view
// at /p/{code}. Sign in through the running server (http://localhost:8080) or put a token in localStorage.
void useSession.getState().loadUser();

function PublicInfoproductRoute() {
  const { code = '' } = useParams();
  const { search } = useLocation();
  return <PublicInfoproduct code={code} search={new URLSearchParams(search)} />;
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route
            path="/painel/nfoproduct"
            element={
              <ChakraProvider value={system}>
                <InfoproductPage />
              </ChakraProvider>
            }
          />
          <Route path="/p/:code" element={<PublicInfoproductRoute />} />
          <Route path="*" element={<Navigate to="/painel/nfoproduct" replace />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
