import { useQuery } from '@apollo/client/react';
import { addressLookupSchema } from '@leiga/domain';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressLookupDocument, type AddressLookupInput } from '../../__generated__/graphql';

const keyOf = (a: AddressLookupInput | null) =>
  a ? `${a.street}|${a.houseNumber}|${a.postalCode}`.toLowerCase() : null;

function toInput(street: unknown, houseNumber: unknown, postalCode: unknown) {
  const parsed = addressLookupSchema.safeParse({
    street,
    house_number: houseNumber,
    postal_code: postalCode,
  });
  if (!parsed.success) return null;
  const { street: s, house_number: n, postal_code: p } = parsed.data;
  return { street: s, houseNumber: n, postalCode: p };
}

/**
 * Looks the typed address up (street, number and postal code, once they pass the domain's rules)
 * and hands its coordinates to the form, so the pin lands on the map by itself. The address the
 * draft was saved with is not looked up again: its pin stays where the landlord put it.
 */
export function AddressLookup({
  control,
  onFound,
}: {
  control: Control<FieldValues>;
  onFound: (lat: number, lng: number) => void;
}) {
  const { t } = useTranslation();
  const [street, houseNumber, postalCode] = useWatch({
    control,
    name: ['street', 'house_number', 'postal_code'],
  }) as [unknown, unknown, unknown];
  const coordinates = useWatch({ control, name: ['lat', 'lng'] }) as [unknown, unknown];
  const latest = useRef(coordinates);
  latest.current = coordinates;
  const [savedKey] = useState(() => keyOf(toInput(street, houseNumber, postalCode)));
  const [asked, setAsked] = useState<AddressLookupInput | null>(null);
  // The coordinates when the lookup was asked: others by the time it answers were placed by the
  // landlord (a click on the map, typed by hand) while it was out, and are theirs to keep.
  const askedAt = useRef<[unknown, unknown] | null>(null);
  const [isOverridden, setIsOverridden] = useState(false);

  // Asks once typing pauses, not at every key.
  useEffect(() => {
    const next = toInput(street, houseNumber, postalCode);
    if (!next || keyOf(next) === savedKey) {
      setAsked(null);
      return undefined;
    }
    const timer = setTimeout(() => {
      askedAt.current = latest.current;
      setIsOverridden(false);
      setAsked(next);
    }, 400);
    return () => clearTimeout(timer);
  }, [street, houseNumber, postalCode, savedKey]);

  const { data, loading, error } = useQuery(AddressLookupDocument, {
    variables: { input: asked ?? { street: '', houseNumber: '', postalCode: '' } },
    skip: !asked,
  });
  const match = asked ? data?.addressLookup : undefined;

  // Each answer places the pin once; a click on the map afterwards is the landlord's to keep.
  const applied = useRef<unknown>(null);
  useEffect(() => {
    if (!match || applied.current === match) return;
    applied.current = match;
    const [lat, lng] = askedAt.current ?? latest.current;
    // A number field commits when it is left: one being typed in still holds the old value.
    const editing = document.activeElement;
    const isTyping =
      editing instanceof HTMLInputElement && (editing.name === 'lat' || editing.name === 'lng');
    if (isTyping || lat !== latest.current[0] || lng !== latest.current[1]) {
      setIsOverridden(true);
      return;
    }
    onFound(match.lat, match.lng);
  }, [match, onFound]);

  let status: string | null = null;
  // The landlord's own pin stands: what the lookup found is not news to them.
  if (isOverridden) status = null;
  else if (asked && loading) status = t('listings.wizard.address_lookup.searching');
  else if (match?.precision === 'ADDRESS') status = t('listings.wizard.address_lookup.found');
  else if (match?.precision === 'POSTAL_CODE') status = t('listings.wizard.address_lookup.area');
  else if (asked && (error || match === null))
    status = t('listings.wizard.address_lookup.not_found');
  return (
    <p role="status" aria-live="polite" className="min-h-5 text-sm text-ink-muted">
      {status}
    </p>
  );
}
