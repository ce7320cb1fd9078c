import { isSameMonth, isToday, type CalendarDate } from '@internationalized/date';
import { WEEKDAYS } from '@leiga/domain';
import { useContext, useRef } from 'react';
import { mergeProps, useCalendarCell, useFocusRing, useHover } from 'react-aria';
import { CalendarStateContext } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format';

/** The weekday of a date, as a key of WEEKDAYS. */
function weekdayOf(date: CalendarDate): (typeof WEEKDAYS)[number] {
  const sundayFirst = new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7]!;
}

/**
 * One day of the date picker's calendar. React Aria's own cell names the day for screen readers
 * with the browser's date data and its own "Today"/"selected" words, English where the browser
 * lacks the reader's language (Chromium has no Icelandic); this cell names it from the catalogues:
 * "Í dag, sunnudagur 29.11.2026, valinn".
 */
export function CalendarDay({ date, className }: { date: CalendarDate; className: string }) {
  const { t } = useTranslation();
  const state = useContext(CalendarStateContext)!;
  const ref = useRef<HTMLDivElement>(null);
  const isOutsideMonth = !isSameMonth(state.visibleRange.start, date);
  const { cellProps, buttonProps, ...day } = useCalendarCell({ date, isOutsideMonth }, state, ref);
  const { focusProps, isFocusVisible } = useFocusRing();
  const { hoverProps, isHovered } = useHover({ isDisabled: day.isDisabled || day.isUnavailable });
  const today = isToday(date, state.timeZone);
  const name = t('common.date_picker.day.name', {
    weekday: t(`common.date_picker.day.weekdays.${weekdayOf(date)}`),
    date: formatDate(date.toString()),
  });
  const variant = today ? (day.isSelected ? 'today_selected' : 'today') : 'selected';
  const label =
    today || day.isSelected ? t(`common.date_picker.day.${variant}`, { day: name }) : name;
  return (
    <td {...cellProps}>
      <div
        {...mergeProps(buttonProps, focusProps, hoverProps)}
        aria-label={label}
        ref={ref}
        className={className}
        data-today={today || undefined}
        data-selected={day.isSelected || undefined}
        data-focused={day.isFocused || undefined}
        data-focus-visible={(isFocusVisible && day.isFocused) || undefined}
        data-hovered={isHovered || undefined}
        data-pressed={day.isPressed || undefined}
        data-disabled={day.isDisabled || undefined}
        data-unavailable={day.isUnavailable || undefined}
        data-outside-month={isOutsideMonth || undefined}
      >
        {day.formattedDate}
      </div>
    </td>
  );
}
