import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of the response being rendered. Only the server
 * knows it; in the browser it is empty, and React keeps the attributes it hydrates.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
