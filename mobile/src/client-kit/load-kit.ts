import * as kit from './kit';

/** The client kit (kit.tsx). */
export type ClientKit = typeof kit;

/** On a phone the kit is part of the bundle: there from the start. */
export function getLoadedKit(): ClientKit | null {
  return kit;
}

export function loadKit(): Promise<ClientKit> {
  return Promise.resolve(kit);
}
