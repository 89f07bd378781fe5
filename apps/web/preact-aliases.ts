// The browser and the server render run Preact through its React compatibility layer (ADR 047):
// the same components, hooks and libraries, ~60 KB less JavaScript on every first page.
// `CARSI_REACT=1` builds and tests with React itself (its development build names hydration
// mismatches precisely, which Preact's hydration does not).
const useReact = process.env.CARSI_REACT === '1';

export const preactAliases = useReact
  ? []
  : [
      { find: /^react-dom\/server(\.node|\.browser)?$/, replacement: 'preact/compat/server' },
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react(-dom)?$/, replacement: 'preact/compat' },
    ];
