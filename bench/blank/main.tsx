// The baseline of the front-end budgets: a blank Vite + React page (React and ReactDOM, one component, one heading
// and a paragraph), built and served the same way as the app in the same run.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [count, setCount] = useState(0);
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: '40rem', margin: '2rem auto', padding: '0 1rem' }}>
      <h1>Blank page</h1>
      <p>A Vite and React page with nothing else: what every figure of the app is compared with.</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        Count {count}
      </button>
    </main>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
