import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The phone's network state and photo picker at their module boundaries (native, not runnable
 * under jest). Tests set what the phone reports; every request the app then makes goes to the
 * real stack, or fails as it would without a network (see render-app's `network`).
 */
type NetState = {
  type: 'wifi' | 'none';
  isConnected: boolean;
  isInternetReachable: boolean;
  details: null;
};
type Listener = (state: NetState) => void;

let netState: NetState = {
  type: 'wifi',
  isConnected: true,
  isInternetReachable: true,
  details: null,
};
const listeners = new Set<Listener>();

function addEventListener(listener: Listener) {
  listeners.add(listener);
  listener(netState);
  return () => {
    listeners.delete(listener);
  };
}

const netInfo = {
  addEventListener,
  fetch: async () => netState,
  refresh: async () => netState,
  configure: () => undefined,
  useNetInfo: () => netState,
};

export const netInfoMock = { __esModule: true, default: netInfo, ...netInfo };

export const netInfoControl = {
  setOnline(online: boolean) {
    netState = {
      type: online ? 'wifi' : 'none',
      isConnected: online,
      isInternetReachable: online,
      details: null,
    };
    for (const listener of [...listeners]) listener(netState);
  },
};

type Asset = { uri: string; fileName: string; mimeType: string; fileSize: number };
let nextAssets: Asset[] = [];
const granted = { status: 'granted', granted: true, canAskAgain: true, expires: 'never' };

export const imagePickerMock = {
  __esModule: true,
  requestCameraPermissionsAsync: async () => granted,
  requestMediaLibraryPermissionsAsync: async () => granted,
  launchCameraAsync: async () => ({ canceled: false, assets: nextAssets.slice(0, 1) }),
  launchImageLibraryAsync: async () => ({ canceled: false, assets: nextAssets }),
};

export const imagePickerControl = {
  /** What the next pick hands over (files the test wrote to disk). */
  setAssets(assets: Asset[]) {
    nextAssets = assets;
  },
};

/**
 * expo-file-system's File and Directory (native, not runnable under jest) over node's fs, with a
 * temporary folder of this test file as the app's document directory: what the app copies,
 * keeps and deletes happens on a real disk the test can look at.
 */
type FsEntry = { uri: string };
const toUri = (parts: readonly (string | FsEntry)[]) =>
  parts
    .map((p) => (typeof p === 'string' ? p : p.uri))
    .reduce((base, part) => (base ? `${base.replace(/\/+$/, '')}/${part}` : part), '');
const documentFolder = mkdtempSync(join(tmpdir(), 'leiga-documents-'));

class FsDirectory {
  readonly uri: string;
  constructor(...parts: (string | FsEntry)[]) {
    this.uri = `${toUri(parts).replace(/\/+$/, '')}/`;
  }
  get exists() {
    return existsSync(fileURLToPath(this.uri));
  }
  create() {
    mkdirSync(fileURLToPath(this.uri), { recursive: true });
  }
}

class FsFile {
  readonly uri: string;
  constructor(...parts: (string | FsEntry)[]) {
    this.uri = toUri(parts);
  }
  get exists() {
    return existsSync(fileURLToPath(this.uri));
  }
  async copy(destination: FsEntry) {
    copyFileSync(fileURLToPath(this.uri), fileURLToPath(destination.uri));
  }
  delete() {
    rmSync(fileURLToPath(this.uri));
  }
}

export const fileSystemMock = {
  __esModule: true,
  File: FsFile,
  Directory: FsDirectory,
  Paths: {
    document: new FsDirectory(pathToFileURL(documentFolder).href),
    cache: new FsDirectory(pathToFileURL(tmpdir()).href),
  },
};

/** The files the app keeps in its document directory (under `folder`), by name. */
export function keptFiles(folder: string): string[] {
  const path = join(documentFolder, folder);
  return existsSync(path) ? readdirSync(path) : [];
}
