import { Directory, File, Paths } from 'expo-file-system';

let counter = 0;

/** The picker's name, cut to what a file name may hold. */
function safeName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]/g, '_').slice(-80) || 'photo.jpg';
}

/**
 * A copy of a picked file in the app's document folder: the picker's file sits in a cache the
 * system may empty at any time, so a photo that must wait (offline, or in the upload queue)
 * would be gone when its turn came. Answers the copy's uri.
 */
export async function keepFile(uri: string, folder: string, name: string): Promise<string> {
  const directory = new Directory(Paths.document, folder);
  directory.create({ intermediates: true, idempotent: true });
  counter += 1;
  const unique = `${Date.now().toString(36)}-${counter.toString(36)}`;
  const copy = new File(directory, `${unique}-${safeName(name)}`);
  await new File(uri).copy(copy);
  return copy.uri;
}

/** Whether a uri is one of our copies (only those are ours to delete). */
export function isKeptFile(uri: string): boolean {
  return uri.startsWith(Paths.document.uri);
}

/** Deletes a kept copy once it is sent or dropped; a file already gone is no error. */
export function deleteKeptFile(uri: string): void {
  if (!isKeptFile(uri)) return;
  try {
    const file = new File(uri);
    if (file.exists) file.delete();
  } catch {
    // A copy left behind costs space, never a message or a photo.
  }
}
