import { useSession } from '@atalho/sdk';
import { system } from '@atalho/ui';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import ApiReferencePage from './exposes/ApiReferencePage';
import LinksPage from './exposes/LinksPage';
import WhatsNewPage from './exposes/WhatsNewPage';

// Standalone dev page (`npm run dev -w mf-links`): the same routes the shell gives these pages.
// Sign in through the running server (http://localhost:8080) or put a token in localStorage.
void useSession.getState().loadUser();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <BrowserRouter>
          <Routes>
            <Route path="/painel/links/shortened/:id?" element={<LinksPage />} />
            <Route path="/painel/whats-new" element={<WhatsNewPage />} />
            <Route path="/whats-new" element={<WhatsNewPage />} />
            <Route path="/painel/api-reference" element={<ApiReferencePage />} />
            <Route path="*" element={<Navigate to="/painel/links/shortened" replace />} />
          </Routes>
        </BrowserRouter>
      </ChakraProvider>
    </StrictMode>,
  );
}
