import { parseDate, type CalendarDate } from '@internationalized/date';
import {
  DEFAULT_LOCALE,
  getDateFormatLocale,
  getFirstDayOfWeek,
  getWeekdayOrder,
  isLocale,
  MONTHS,
  type Locale,
  type WeekDay,
} from '@leiga/domain';
import { useContext, useMemo, type Ref } from 'react';
import {
  DatePicker as AriaDatePicker,
  Button,
  Calendar,
  CalendarGrid,
  CalendarGridBody,
  CalendarStateContext,
  DateInput,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  I18nProvider,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { labelClass } from '../fields';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { CalendarDay } from './CalendarDay';

/** 'YYYY-MM-DD' -> CalendarDate; anything else -> null. */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null {
  const match = /^\d{4}-\d{2}-\d{2}/.exec(value ?? '');
  if (!match) return null;
  try {
    return parseDate(match[0]);
  } catch {
    return null;
  }
}

export type DatePickerProps = {
  label: string;
  /** The date as ISO 'YYYY-MM-DD', or null when empty. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name?: string;
  description?: string;
  /** A translated error message; the field is invalid while there is one. */
  error?: string;
  /** Where the calendar opens and what the arrow keys count from while the field is empty. */
  placeholderValue?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
  inputRef?: Ref<HTMLDivElement>;
};

const cellClass = [
  'grid size-10 cursor-default place-items-center rounded-full text-sm text-ink outline-none',
  'hover:bg-surface-sunken data-[outside-month]:hidden',
  'data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500 data-[focus-visible]:ring-offset-1',
  'data-[today]:font-bold data-[today]:text-brand-700 dark:data-[today]:text-brand-300',
  'data-[selected]:bg-brand-700 data-[selected]:text-white dark:data-[selected]:bg-brand-300 dark:data-[selected]:text-brand-900',
  'data-[disabled]:text-ink-muted/50 data-[unavailable]:text-ink-muted/50 data-[unavailable]:line-through',
].join(' ');

const navButtonClass =
  'grid size-9 place-items-center rounded-lg text-ink outline-none hover:bg-surface-sunken data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500';

/**
 * The month and year on show, with the month's name from the catalogues. Visual only: React
 * Aria's calendar has its own hidden heading and live region for screen readers.
 */
function MonthHeading() {
  const { t } = useTranslation();
  const state = useContext(CalendarStateContext);
  const start = state?.visibleRange.start;
  if (!start) return null;
  return (
    <p
      className="flex-1 text-center text-sm font-semibold text-ink first-letter:uppercase"
      aria-hidden="true"
      data-testid="calendar-month"
    >
      {t('common.date_picker.month_year', {
        month: t(`common.date_picker.months.${MONTHS[start.month - 1]}`),
        year: start.year,
      })}
    </p>
  );
}

/** Weekday names from the catalogues, in the order the week starts (hidden from screen readers: each day cell names its weekday). */
function WeekdayHeader({ firstDay }: { firstDay: WeekDay }) {
  const { t } = useTranslation();
  return (
    <thead aria-hidden="true">
      <tr>
        {getWeekdayOrder(firstDay).map((day) => (
          <th key={day} className="pb-1 text-xs font-medium text-ink-muted" data-weekday={day}>
            {t(`common.date_picker.weekdays.${day}`)}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A date field with a pop-up calendar (React Aria): shows day.month.year in every language,
 * month and day names in the reader's language, the week starting on Monday except in Danish
 * (SPEC 9, `getFirstDayOfWeek`). Type into the segments, or open the calendar with the button
 * or Alt+ArrowDown; arrow keys move by day, Page Up/Down by month, Enter picks.
 */
export function DatePicker({
  label,
  value,
  onChange,
  onBlur,
  name,
  description,
  error,
  placeholderValue,
  isRequired,
  isDisabled,
  className = '',
  inputRef,
}: DatePickerProps) {
  const { t, i18n } = useTranslation();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  const firstDayOfWeek = getFirstDayOfWeek(locale, 'date-picker');
  // Day.month.year in every language; a fallback tag where the browser lacks the locale's data.
  const formatLocale = useMemo(() => getDateFormatLocale(locale), [locale]);
  return (
    <I18nProvider locale={formatLocale}>
      <AriaDatePicker
        name={name}
        value={toCalendarDate(value)}
        onChange={(date) => onChange(date ? date.toString() : null)}
        onBlur={onBlur}
        placeholderValue={toCalendarDate(placeholderValue) ?? undefined}
        firstDayOfWeek={firstDayOfWeek}
        isInvalid={Boolean(error)}
        isRequired={isRequired}
        isDisabled={isDisabled}
        validationBehavior="aria"
        granularity="day"
        shouldForceLeadingZeros
        className={`group flex flex-col gap-1.5 ${className}`}
      >
        <Label className={labelClass}>{label}</Label>
        <Group
          ref={inputRef}
          className="flex h-11 w-full items-center rounded-lg border border-line bg-surface pl-3 text-base text-ink focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 data-[disabled]:opacity-60 data-[invalid]:border-red-600 sm:text-sm"
        >
          <DateInput className="flex flex-1 items-center">
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded px-0.5 tabular-nums outline-none data-[focused]:bg-brand-700 data-[focused]:text-white data-[placeholder]:text-ink-muted data-[type=literal]:px-0 dark:data-[focused]:bg-brand-300 dark:data-[focused]:text-brand-900"
              >
                {/* The catalogue's placeholders: the fallback tag would show English "yyyy". */}
                {({ text, isPlaceholder, type }) =>
                  isPlaceholder && (type === 'day' || type === 'month' || type === 'year')
                    ? t(`common.date_picker.placeholder.${type}`)
                    : text
                }
              </DateSegment>
            )}
          </DateInput>
          <Button
            aria-label={t('common.date_picker.open')}
            className="mr-1 grid size-9 place-items-center rounded-md text-ink-muted outline-none hover:bg-surface-sunken hover:text-ink data-[focus-visible]:ring-2 data-[focus-visible]:ring-brand-500"
          >
            <CalendarIcon size={18} />
          </Button>
        </Group>
        {description && !error && (
          <Text slot="description" className="text-xs text-ink-muted">
            {description}
          </Text>
        )}
        <FieldError className="text-sm text-red-700 dark:text-red-400">{error}</FieldError>
        <Popover
          placement="bottom start"
          className="rounded-xl border border-line bg-surface-raised p-3 shadow-xl outline-none"
        >
          <Dialog aria-label={label} className="outline-none" lang={locale}>
            <Calendar firstDayOfWeek={firstDayOfWeek}>
              <header className="mb-2 flex items-center gap-1">
                <Button
                  slot="previous"
                  aria-label={t('common.date_picker.previous_month')}
                  className={navButtonClass}
                >
                  <ChevronLeftIcon size={18} />
                </Button>
                <MonthHeading />
                <Button
                  slot="next"
                  aria-label={t('common.date_picker.next_month')}
                  className={navButtonClass}
                >
                  <ChevronRightIcon size={18} />
                </Button>
              </header>
              <CalendarGrid weekdayStyle="short" className="border-separate border-spacing-0.5">
                <WeekdayHeader firstDay={firstDayOfWeek} />
                <CalendarGridBody>
                  {(date) => <CalendarDay date={date} className={cellClass} />}
                </CalendarGridBody>
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </I18nProvider>
  );
}
