import type { ClientKit } from './load-kit';

let loaded: ClientKit | null = null;

/** The web export: the kit is a chunk of its own, null until a session has started once. */
export function getLoadedKit(): ClientKit | null {
  return loaded;
}

export async function loadKit(): Promise<ClientKit> {
  loaded ??= await import('./kit');
  return loaded;
}
