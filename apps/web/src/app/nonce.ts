import { createContext, useContext } from 'react';

/** The CSP nonce of the reply being rendered on the server (entry.server.tsx); none in the browser. */
export const NonceContext = createContext<string | undefined>(undefined);

export const useNonce = () => useContext(NonceContext);
