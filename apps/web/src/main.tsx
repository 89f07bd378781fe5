// First: it configures zod before any schema is built (see the module).
import './lib/zod-setup';
import './styles/index.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { getRouter } from './app/router';

function App() {
  return (
    <AppProvider>
      <RouterProvider router={getRouter()} />
    </AppProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// The first render as a transition: React builds the shell in small slices instead of one long
// task, so the page answers input while its JavaScript starts (Total Blocking Time).
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
