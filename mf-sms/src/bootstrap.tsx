import { useSession } from '@atalho/sdk';
import { system } from '@atalho/ui';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useParams } from 'react-router';
import OptInPage from './exposes/OptInPage';
import OptOutPage from './exposes/OptOutPage';
import SmsPage from './exposes/SmsPage';

// Standalone dev page (`npm run dev -w mf-sms`): the panel at /painel/sms/*, the visitor pages at
// /i/{code} and /o/{code}. Sign in through the running server (http://localhost:8080) or put a token
// in localStorage.
void useSession.getState().loadUser();

function Visitor({ kind }: { kind: 'in' | 'out' }) {
  const { code = '' } = useParams();
  const Page = kind === 'in' ? OptInPage : OptOutPage;
  return <Page code={code} search={new URLSearchParams(globalThis.location.search)} />;
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Routes>
          <Route
            path="/painel/sms/*"
            element={
              <ChakraProvider value={system}>
                <SmsPage />
              </ChakraProvider>
            }
          />
          <Route path="/i/:code" element={<Visitor kind="in" />} />
          <Route path="/o/:code" element={<Visitor kind="out" />} />
          <Route path="*" element={<Navigate to="/painel/sms" replace />} />
        </Routes>
      </BrowserRouter>
    </StrictMode>,
  );
}
