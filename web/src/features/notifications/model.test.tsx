import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { getChangedSettings, getNotificationText, toGrid, type SettingCell } from './model';

const t = ((key: string, values?: Record<string, string>) =>
  `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction;

describe('notification text', () => {
  it('says whether an application was accepted or declined', () => {
    expect(
      getNotificationText(t, { type: 'APPLICATION_DECIDED', title: 'Íbúð', isAccepted: true }),
    ).toBe('notifications.types.application_decided_accepted{"title":"Íbúð","name":""}');
    expect(
      getNotificationText(t, { type: 'APPLICATION_DECIDED', title: 'Íbúð', isAccepted: false }),
    ).toBe('notifications.types.application_decided_denied{"title":"Íbúð","name":""}');
  });

  it('names the title and person of the other types', () => {
    expect(
      getNotificationText(t, { type: 'APPLICATION_RECEIVED', title: 'Íbúð', name: 'Anna' }),
    ).toBe('notifications.types.application_received{"title":"Íbúð","name":"Anna"}');
  });
});

describe('the settings grid', () => {
  const cells: SettingCell[] = [
    { type: 'PRICE_DROP_ALERT', method: 'IN_APP', isOffered: true, isEnabled: true },
    { type: 'PRICE_DROP_ALERT', method: 'EMAIL', isOffered: true, isEnabled: true },
    { type: 'PRICE_DROP_ALERT', method: 'PUSH', isOffered: false, isEnabled: false },
    { type: 'CONTRACT_SIGNED', method: 'IN_APP', isOffered: true, isEnabled: false },
  ];

  it('lays the cells out by type and method', () => {
    const grid = toGrid(cells);
    expect(grid.types).toEqual(['PRICE_DROP_ALERT', 'CONTRACT_SIGNED']);
    expect(grid.methods).toEqual(['IN_APP', 'EMAIL', 'PUSH']);
    expect(grid.cell('CONTRACT_SIGNED', 'EMAIL')).toBeUndefined();
  });

  it('sends only the cells that differ from what is saved, never one not offered', () => {
    const wanted = new Map([
      ['PRICE_DROP_ALERT/EMAIL', false],
      ['PRICE_DROP_ALERT/IN_APP', true],
      ['PRICE_DROP_ALERT/PUSH', true],
      ['CONTRACT_SIGNED/IN_APP', true],
    ]);
    expect(getChangedSettings(cells, wanted)).toEqual([
      { type: 'PRICE_DROP_ALERT', method: 'EMAIL', isEnabled: false },
      { type: 'CONTRACT_SIGNED', method: 'IN_APP', isEnabled: true },
    ]);
  });
});
