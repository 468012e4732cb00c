import './lib/zod-without-eval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { ErrorBoundary } from './components/error-boundary';
import { RouteErrorScreen } from './components/route-error-screen';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    {/* Pages fail on their own (RouteOutlet); this is for the frame around them. */}
    <ErrorBoundary
      fallback={
        <main>
          <RouteErrorScreen />
        </main>
      }
    >
      <Providers>
        <AppRoutes />
      </Providers>
    </ErrorBoundary>
  </StrictMode>,
);
