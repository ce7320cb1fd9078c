import { denySchema } from '@leiga/domain';
import { type Control, type FieldValues, type Path } from 'react-hook-form';
import { TextField as FormTextField } from '../../ui/form/controlled';
import { useTranslation } from 'react-i18next';
import { enumKey } from '../../lib/enums';
import { Field, textAreaClass } from '../../ui/form/Field';
import { FieldNamespace } from '../../ui/form/messages';
import { ORDERS } from './model';
import { useZodForm } from '../../ui/form/zod-form';

export { textAreaClass };

/** The optional message to the tenant of a denial, on domain's denySchema. */
export function useMessageForm() {
  const form = useZodForm(denySchema, {
    defaultValues: { message: '' },
  });
  return {
    control: form.control,
    /** Checks the message, then hands it over (an empty one as null). */
    submit: (action: (message: string | null) => Promise<unknown>) =>
      form.handleSubmit((values) => action(values.message || null))(),
    reset: () => form.reset(),
  };
}

/** The message field of useMessageForm, up to 2000 characters. */
export function MessageField({
  control,
  label,
  description,
}: {
  control: ReturnType<typeof useMessageForm>['control'];
  label: string;
  description?: string;
}) {
  return (
    <FieldNamespace.Provider value="applications">
      <FormTextField
        control={control}
        name="message"
        label={label}
        hint={description}
        multiline
        rows={4}
        maxLength={2000}
      />
    </FieldNamespace.Provider>
  );
}

/** The box of a React Aria Checkbox (its `group`): ticked when selected, ringed on keyboard focus. */
export function CheckMark() {
  return (
    <span
      aria-hidden="true"
      className="grid size-5 place-items-center rounded border border-line bg-surface group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700 group-data-[focus-visible]:ring-2 group-data-[focus-visible]:ring-brand-500"
    >
      <span className="hidden text-xs text-white group-data-[selected]:block">✓</span>
    </span>
  );
}

/** A labelled native select: simple, keyboard- and screen-reader friendly everywhere. */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  return (
    <Field label={label} controlClassName={selectClass}>
      {(props) => (
        <select {...props} value={value} onChange={(e) => onChange(e.target.value as T)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

const selectClass =
  'h-11 rounded-lg border border-line bg-surface px-3 text-base text-ink outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 sm:text-sm';

type Order = (typeof ORDERS)[number];

/** A list's type and order selects; the page keeps the choices (in its address). */
export function TypeOrderFilters<Type extends string>({
  types,
  type,
  orderBy,
  onType,
  onOrder,
}: {
  types: readonly Type[];
  type: Type;
  orderBy: Order;
  onType: (type: Type) => void;
  onOrder: (order: Order) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <SelectField
        label={t('applications.filters.type')}
        value={type}
        options={types.map((v) => ({ value: v, label: t(enumKey('applications.types', v)) }))}
        onChange={onType}
      />
      <SelectField
        label={t('applications.filters.order')}
        value={orderBy}
        options={ORDERS.map((v) => ({ value: v, label: t(enumKey('applications.orders', v)) }))}
        onChange={onOrder}
      />
    </>
  );
}

/** One answer field per question of the listing, bound to `answers.<index>.answer`. */
export function AnswerFields<T extends FieldValues, TOut extends FieldValues>({
  control,
  questions,
}: {
  control: Control<T, unknown, TOut>;
  questions: readonly { id: string; text: string; required: boolean }[];
}) {
  return questions.map((q, index) => (
    <FormTextField
      key={q.id}
      control={control}
      name={`answers.${index}.answer` as Path<T>}
      label={
        <>
          {q.text}
          {q.required && <span aria-hidden="true"> *</span>}
        </>
      }
      multiline
      rows={3}
      maxLength={2000}
      isRequired={q.required}
    />
  ));
}

/** Where a server error on `answers.<question id>` goes in a form of AnswerFields. */
export const answerFieldPath =
  (questions: readonly { id: string }[]) =>
  (path: string): string | null => {
    const index = questions.findIndex((q) => path === `answers.${q.id}`);
    return index < 0 ? null : `answers.${index}.answer`;
  };
