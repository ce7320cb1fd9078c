import Constants from 'expo-constants';
import { createContext, useContext } from 'react';

/** The version of this build, as app.json gives it to the stores. */
export function readInstalledVersion(): string | null {
  return Constants.expoConfig?.version ?? null;
}

/** Tests give the app another installed version; the app reads its own. */
export const InstalledVersionContext = createContext<string | null>(null);

export function useInstalledVersion(): string | null {
  return useContext(InstalledVersionContext) ?? readInstalledVersion();
}
