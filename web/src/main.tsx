import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { createApolloClient } from './apollo';
import { App, preloadPage } from './App';
import './styles/base.css';
import './styles/common.css';
import './styles/layout.css';
import './styles/home.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

function render(container: HTMLElement) {
  const reactRoot = createRoot(container);
  // Synchronous, so the effects that send the page's queries run before the first paint,
  // overlapping the network with it, not in a long task of their own just after it.
  flushSync(() =>
    reactRoot.render(
      <StrictMode>
        <ApolloProvider client={createApolloClient()}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </ApolloProvider>
      </StrictMode>,
    ),
  );
}

// One render of the real page instead of a fallback that the page then pushes about.
// A chunk that fails to load is the page's error boundary's business, so render anyway.
preloadPage(window.location.pathname).then(
  () => render(root),
  () => render(root),
);
