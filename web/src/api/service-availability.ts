import { useSyncExternalStore } from 'react';

/**
 * Whether the API last said it is briefly unavailable (503: its database is
 * down or restarting), and in which words. Set and cleared by the API client
 * from every answer it receives, read by the app's banner, so every screen
 * says the same thing whatever its own error text.
 */
let unavailableMessage: string | null = null;
const listeners = new Set<() => void>();

function publish(message: string | null): void {
  if (message === unavailableMessage) return;
  unavailableMessage = message;
  for (const listener of listeners) listener();
}

/** The server answered 503 with this message. */
export function noteServiceUnavailable(message: string): void {
  publish(message);
}

/** The server answered something other than a 5xx: it is reachable and working again. */
export function noteServiceAnswered(): void {
  publish(null);
}

export function getServiceUnavailableMessage(): string | null {
  return unavailableMessage;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The server's 503 message while the service is out, else null. */
export function useServiceUnavailableMessage(): string | null {
  return useSyncExternalStore(subscribe, getServiceUnavailableMessage, () => null);
}
