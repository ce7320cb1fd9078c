import type { Locale } from '@leiga/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { DatePicker } from './DatePicker';

function Harness({
  initial,
  onChange,
}: {
  initial: string | null;
  onChange?: (v: string | null) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DatePicker
      label="Date of birth"
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

async function openCalendar(locale: Locale, initial: string | null = '2025-02-03') {
  const user = userEvent.setup();
  const onChange = vi.fn();
  await renderWithApp(<Harness initial={initial} onChange={onChange} />, { locale });
  const group = screen.getByRole('group');
  await user.click(within(group).getByRole('button'));
  const dialog = await screen.findByRole('dialog');
  return { user, onChange, dialog };
}

describe('DatePicker', () => {
  it('shows day.month.year in every locale', async () => {
    for (const locale of ['en', 'is', 'da', 'uk', 'pl'] as const) {
      const { unmount } = await renderWithApp(<Harness initial="2025-02-03" />, { locale });
      const segments = screen.getAllByRole('spinbutton').map((s) => s.textContent);
      expect(segments, locale).toEqual(['03', '02', '2025']);
      expect(screen.getByRole('group').textContent, locale).toContain('03.02.2025');
      unmount();
    }
  });

  it.each([
    ['is', ['dd', 'mm', 'áááá']],
    ['en', ['dd', 'mm', 'yyyy']],
    ['da', ['dd', 'mm', 'åååå']],
    ['pl', ['dd', 'mm', 'rrrr']],
    ['uk', ['дд', 'мм', 'рррр']],
  ] as const)(
    '%s: an empty field shows the placeholders of its language',
    async (locale, expected) => {
      await renderWithApp(<Harness initial={null} />, { locale });
      expect(screen.getAllByRole('spinbutton').map((s) => s.textContent)).toEqual(expected);
    },
  );

  it.each([
    ['en', 'Mon'],
    ['is', 'mán.'],
    ['da', 'søn.'],
  ] as const)('%s: the calendar week starts with %s', async (locale, first) => {
    const { dialog } = await openCalendar(locale);
    // The weekday row is hidden from screen readers (each day cell names its weekday).
    const headers = [...dialog.querySelectorAll('thead th')];
    expect(headers).toHaveLength(7);
    expect(headers[0]).toHaveTextContent(first);
  });

  it('is keyboard accessible: arrow keys move, Enter picks', async () => {
    const { user, onChange } = await openCalendar('en');
    // Focus starts on the selected day.
    expect(document.activeElement).toHaveAttribute('aria-label', expect.stringContaining('3'));
    await user.keyboard('{ArrowRight}{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2025-02-11');
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('group').textContent).toContain('11.02.2025');
  });

  it.each([
    ['is', 'mánudagur 03.02.2025, valinn'],
    ['en', 'Monday 03.02.2025, selected'],
    ['pl', 'poniedziałek, 03.02.2025, wybrano'],
  ] as const)(
    '%s: names each day, selected or today, from the catalogues',
    async (locale, name) => {
      const { dialog } = await openCalendar(locale);
      expect(document.activeElement).toHaveAttribute('aria-label', name);
      const today = dialog.querySelector('[data-today]');
      if (today) expect(today.getAttribute('aria-label')).toMatch(/^(Í dag|Today|Dzisiaj), /);
      expect(
        within(dialog).getByRole('button', {
          name: /^(wtorek|Tuesday|þriðjudagur),? 04\.02\.2025$/,
        }),
      ).toBeInTheDocument();
    },
  );

  it("shows today as today, in the reader's language", async () => {
    const now = new Date();
    const iso = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    const { dialog } = await openCalendar('is', iso);
    const today = dialog.querySelector('[data-today]');
    expect(today?.getAttribute('aria-label')).toMatch(/^Í dag, \S+ \d{2}\.\d{2}\.\d{4}, valinn$/);
  });

  it('labels the calendar buttons from the catalogues', async () => {
    const { dialog } = await openCalendar('is');
    expect(within(dialog).getByRole('button', { name: 'Fyrri mánuður' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Næsti mánuður' })).toBeInTheDocument();
  });
});

describe("DatePicker without the locale's date data (Chromium has no Icelandic)", () => {
  it('still shows day.month.year, and names months and weekdays from the catalogues', async () => {
    const original = Intl.DateTimeFormat.supportedLocalesOf;
    const spy = vi
      .spyOn(Intl.DateTimeFormat, 'supportedLocalesOf')
      .mockImplementation((tags, options) =>
        [tags].flat().some((tag) => String(tag).startsWith('is'))
          ? []
          : original(tags as string[], options),
      );
    try {
      const { dialog } = await openCalendar('is', '1990-06-15');
      expect(screen.getByRole('group', { hidden: true }).textContent).toContain('15.06.1990');
      expect(within(dialog).getByTestId('calendar-month')).toHaveTextContent('júní 1990');
      const headers = [...dialog.querySelectorAll('thead th')].map((th) => th.textContent);
      expect(headers).toEqual(['mán.', 'þri.', 'mið.', 'fim.', 'fös.', 'lau.', 'sun.']);
      // The days are named in Icelandic too, not with the fallback's English.
      expect(document.activeElement).toHaveAttribute('aria-label', 'föstudagur 15.06.1990, valinn');
    } finally {
      spy.mockRestore();
    }
  });
});
