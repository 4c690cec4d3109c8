import { useSession } from '@atalho/sdk';
import { system } from '@atalho/ui';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import AnalyticsPage from './exposes/AnalyticsPage';

// Standalone dev page (`npm run dev -w mf-analytics`). Sign in through the running server
// (http://localhost:8080) or put a token in localStorage.
void useSession.getState().loadUser();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <BrowserRouter>
          <Routes>
            <Route path="/painel/analytics" element={<AnalyticsPage />} />
            <Route path="*" element={<Navigate to="/painel/analytics" replace />} />
          </Routes>
        </BrowserRouter>
      </ChakraProvider>
    </StrictMode>,
  );
}
