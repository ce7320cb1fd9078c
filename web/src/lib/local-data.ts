/**
 * What this browser keeps for the person signed in beyond the session itself: databases that
 * must not outlive the session on a shared phone or computer (photos of someone's flat waiting to
 * upload). Named here, outside the features that fill them, so signing out forgets them even in a
 * tab that never loaded those features.
 */
export const INSPECTION_PHOTOS_DATABASE = 'leiga-inspection-photos';

const PER_PERSON_DATABASES = [INSPECTION_PHOTOS_DATABASE] as const;

/** Deletes them; a tab that has one open closes it when asked (see photo-store.ts). */
export function forgetLocalData(): void {
  for (const name of PER_PERSON_DATABASES) {
    try {
      globalThis.indexedDB?.deleteDatabase(name);
    } catch {
      // No IndexedDB in this browser (or it is switched off): nothing was kept.
    }
  }
}
