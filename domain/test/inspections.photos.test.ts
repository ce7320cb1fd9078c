import { describe, expect, it } from 'vitest';
import {
  INSPECTION_PHOTO_ERRORS,
  INSPECTION_PHOTOS,
  canDeleteInspectionPhoto,
  getPhotoOwner,
  getUploadRetryDelay,
  inspectionPhotoProblem,
  inspectionPhotoTargetSchema,
} from '../src/index.js';

describe('inspectionPhotoProblem', () => {
  it.each([
    [{ type: 'image/jpeg', size: 1000, name: 'a.jpg' }, null],
    [{ type: 'image/heic', size: 1000, name: 'IMG_1.HEIC' }, null],
    [{ type: '', size: 1000, name: 'IMG_1.heic' }, null],
    [{ type: 'application/pdf', size: 1000, name: 'a.pdf' }, INSPECTION_PHOTO_ERRORS.type],
    [{ type: '', size: 1000, name: 'notes.txt' }, INSPECTION_PHOTO_ERRORS.type],
    [
      { type: 'image/png', size: INSPECTION_PHOTOS.maxBytes + 1, name: 'a.png' },
      INSPECTION_PHOTO_ERRORS.size,
    ],
    [{ type: 'image/png', size: INSPECTION_PHOTOS.maxBytes, name: 'a.png' }, null],
    [{ type: 'image/png', size: 0, name: 'a.png' }, INSPECTION_PHOTO_ERRORS.corrupt],
  ])('%o -> %s', (file, expected) => {
    expect(inspectionPhotoProblem(file)).toBe(expected);
  });
});

describe('inspectionPhotoTargetSchema', () => {
  it('takes exactly one of a room, a subject or an issue, from form fields', () => {
    const parsed = inspectionPhotoTargetSchema.parse({ issue_id: '12', client_key: 'abcd1234' });
    expect(parsed).toEqual({ issue_id: 12, client_key: 'abcd1234' });
    expect(getPhotoOwner(parsed)).toEqual({ kind: 'issue', id: 12 });
    expect(getPhotoOwner(inspectionPhotoTargetSchema.parse({ unit_id: 3 }))).toEqual({
      kind: 'unit',
      id: 3,
    });
  });

  it.each([
    [{}],
    [{ unit_id: '1', subject_id: '2' }],
    [{ subject_id: 'x' }],
    [{ subject_id: '-4' }],
    [{ issue_id: '99999999999' }],
  ])('refuses %o with the target error', (fields) => {
    const result = inspectionPhotoTargetSchema.safeParse(fields);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INSPECTION_PHOTO_ERRORS.target);
  });

  it('refuses a client key that is not a short token', () => {
    const result = inspectionPhotoTargetSchema.safeParse({ unit_id: 1, client_key: 'a b' });
    expect(result.error?.issues[0]?.message).toBe(INSPECTION_PHOTO_ERRORS.clientKey);
  });
});

describe('canDeleteInspectionPhoto', () => {
  it('lets the one who took it and staff delete, nobody else', () => {
    expect(canDeleteInspectionPhoto({ uploaderId: 5 }, { id: 5, isStaff: false })).toBe(true);
    expect(canDeleteInspectionPhoto({ uploaderId: 5 }, { id: 6, isStaff: false })).toBe(false);
    expect(canDeleteInspectionPhoto({ uploaderId: null }, { id: 6, isStaff: false })).toBe(false);
    expect(canDeleteInspectionPhoto({ uploaderId: 5 }, { id: 6, isStaff: true })).toBe(true);
  });
});

describe('getUploadRetryDelay', () => {
  it('doubles from a second up to a minute', () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(getUploadRetryDelay)).toEqual([
      1000, 2000, 4000, 8000, 60_000, 60_000, 60_000,
    ]);
  });
});
