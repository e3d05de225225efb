import { useCallback } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router-dom';

/** Makes the next query string from the one the address holds now. */
export type AddressParamsChange = (current: URLSearchParams) => URLSearchParams;

/**
 * `useSearchParams`, whose functional update starts from the address as it is
 * when the update runs. React Router's own updater starts from the params of
 * the last render (documented: updates in quick succession do not build on one
 * another), so a second click before the page re-rendered (Next, then Week)
 * undid the first. The router writes the address before it re-renders, so
 * `window.location.search` already holds every earlier change.
 */
export function useAddressParams(): [
  URLSearchParams,
  (change: AddressParamsChange, options?: NavigateOptions) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback(
    (change: AddressParamsChange, options?: NavigateOptions) =>
      setSearchParams(change(new URLSearchParams(window.location.search)), options),
    [setSearchParams],
  );
  return [searchParams, update];
}
