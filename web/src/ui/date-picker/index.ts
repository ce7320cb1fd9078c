export { DatePicker, toCalendarDate, type DatePickerProps } from './DatePicker';
export { FormDatePicker } from './FormDatePicker';
