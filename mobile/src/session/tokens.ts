import { createMemoryTokenStore, type TokenStore } from '@leiga/graph/client/session';
import * as SecureStore from 'expo-secure-store';
import { Platform } from 'react-native';

const ACCESS_KEY = 'leiga.access-token';
const REFRESH_KEY = 'leiga.refresh-token';

async function write(key: string, value: string | null): Promise<void> {
  if (value === null) await SecureStore.deleteItemAsync(key);
  else await SecureStore.setItemAsync(key, value);
}

/** Both tokens in the platform's keychain/keystore, so a session survives restarts. */
function createSecureTokenStore(): Required<TokenStore> {
  return {
    getAccessToken: () => SecureStore.getItemAsync(ACCESS_KEY),
    setAccessToken: (token) => write(ACCESS_KEY, token),
    getRefreshToken: () => SecureStore.getItemAsync(REFRESH_KEY),
    setRefreshToken: (token) => write(REFRESH_KEY, token),
  };
}

/** expo-secure-store has no web implementation: there the tokens live in memory only. */
export function createTokenStore(): Required<TokenStore> {
  return Platform.OS === 'web' ? createMemoryTokenStore() : createSecureTokenStore();
}
