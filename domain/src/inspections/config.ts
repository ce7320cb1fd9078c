import type { SubjectKind } from './constants.js';

/**
 * The configuration (`config`): room types and, per room, the usual subjects. `apartment` is the
 * unit as a whole (entrance, fire safety, electrical panel); the rooms step needs at least one
 * other unit besides it.
 */
export const ROOM_TYPES = [
  'apartment',
  'hallway',
  'living_room',
  'bedroom',
  'kitchen',
  'bathroom',
  'laundry',
  'storage',
  'balcony',
  'garage',
  'other',
] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export const SUBJECT_TAGS = [
  'walls',
  'floor',
  'ceiling',
  'windows',
  'doors',
  'radiators',
  'sockets',
  'lights',
  'smoke_detector',
  'fire_extinguisher',
  'fire_blanket',
  'electrical_panel',
  'entrance_door',
  'intercom',
  'wardrobe',
  'cabinets',
  'countertop',
  'sink',
  'stove',
  'oven',
  'extractor_hood',
  'fridge',
  'dishwasher',
  'toilet',
  'shower',
  'bathtub',
  'mirror',
  'ventilation',
  'washing_machine',
  'dryer',
  'railing',
  'other',
] as const;
export type SubjectTag = (typeof SUBJECT_TAGS)[number];

export type SubjectTemplate = { tag: SubjectTag; kind: SubjectKind };

const surfaces = (...tags: SubjectTag[]): SubjectTemplate[] =>
  tags.map((tag) => ({ tag, kind: 'surface' }));
const fixtures = (...tags: SubjectTag[]): SubjectTemplate[] =>
  tags.map((tag) => ({ tag, kind: 'fixture' }));
const appliances = (...tags: SubjectTag[]): SubjectTemplate[] =>
  tags.map((tag) => ({ tag, kind: 'appliance' }));
const room = surfaces('walls', 'floor', 'ceiling', 'windows', 'doors');

export const ROOM_SUBJECTS: Record<RoomType, readonly SubjectTemplate[]> = {
  apartment: fixtures(
    'entrance_door',
    'smoke_detector',
    'fire_extinguisher',
    'fire_blanket',
    'electrical_panel',
    'intercom',
  ),
  hallway: [...room, ...fixtures('lights', 'sockets', 'wardrobe')],
  living_room: [...room, ...fixtures('radiators', 'sockets', 'lights', 'smoke_detector')],
  bedroom: [...room, ...fixtures('radiators', 'sockets', 'lights', 'wardrobe')],
  kitchen: [
    ...room,
    ...fixtures('radiators', 'sockets', 'lights', 'cabinets', 'countertop', 'sink'),
    ...appliances('stove', 'oven', 'extractor_hood', 'fridge', 'dishwasher'),
  ],
  bathroom: [
    ...surfaces('walls', 'floor', 'ceiling', 'doors'),
    ...fixtures('toilet', 'sink', 'shower', 'bathtub', 'mirror', 'ventilation', 'radiators'),
  ],
  laundry: [...surfaces('walls', 'floor'), ...appliances('washing_machine', 'dryer')],
  storage: surfaces('walls', 'floor', 'ceiling', 'doors'),
  balcony: surfaces('floor', 'railing', 'doors'),
  garage: surfaces('walls', 'floor', 'doors'),
  other: surfaces('walls', 'floor', 'ceiling'),
};

/** The subjects a new room of this type starts with. */
export function getRoomSubjects(type: RoomType): readonly SubjectTemplate[] {
  return ROOM_SUBJECTS[type];
}

/**
 * The rooms a report starts with for a unit of the lease with `rooms` rooms (herbergi, the
 * living room counted): the unit itself, a hallway, the living room, bedrooms for the rest, a
 * kitchen and a bathroom. The parties add or remove rooms on site.
 */
export function planUnitRooms(rooms: number | null): RoomType[] {
  const bedrooms = Math.max(0, Math.min(10, (rooms ?? 1) - 1));
  return [
    'apartment',
    'hallway',
    'living_room',
    ...Array.from({ length: bedrooms }, () => 'bedroom' as const),
    'kitchen',
    'bathroom',
  ];
}
