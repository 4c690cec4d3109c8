import { useSession } from '@atalho/sdk';
import { system } from '@atalho/ui';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import PlansDialog from './exposes/PlansDialog';
import PlansPage from './exposes/PlansPage';
import SubscriptionsPage from './exposes/SubscriptionsPage';

// Standalone dev page (`npm run dev -w mf-billing`). Sign in through the running server
// (http://localhost:8080) or put a token in localStorage.
void useSession.getState().loadUser();

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <ChakraProvider value={system}>
        <BrowserRouter>
          <Routes>
            <Route path="/plans" element={<PlansPage />} />
            <Route path="/painel/subscriptions" element={<SubscriptionsPage />} />
            <Route path="/plans-dialog" element={<PlansDialog open onClose={() => history.back()} />} />
            <Route path="*" element={<Navigate to="/plans" replace />} />
          </Routes>
        </BrowserRouter>
      </ChakraProvider>
    </StrictMode>,
  );
}
