import type { ComponentType } from 'react';

export type HeaderItemLoader = () => Promise<ComponentType>;

let signedInItem: HeaderItemLoader | null = null;

/**
 * What a feature adds to the header of a signed-in user (the notification bell): the header is
 * shared code and imports no feature, so routes.ts, which composes features, sets it here.
 */
export function setSignedInHeaderItem(load: HeaderItemLoader): void {
  signedInItem = load;
}

export function getSignedInHeaderItem(): HeaderItemLoader | null {
  return signedInItem;
}
