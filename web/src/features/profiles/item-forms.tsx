import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { childSchema, educationSchema, employerSchema, PET_KINDS, petSchema } from '@leiga/domain';
import { useDeferredValue, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EducationalInstitutionsDocument } from '../../__generated__/graphql';
import {
  ListItemForm,
  useFocusOnEdit,
  useListItemSubmit,
  type ListItemFormProps,
} from '../../ui/EditableList';
import { ChoiceLabel } from '../../ui/form/Choice';
import { Field, toNumberOrNull, toTextOrNull } from '../../ui/form/Field';
import { translateProfileField } from './messages';
import { SuggestInput } from './SuggestInput';

/**
 * The forms of a profile's list items, each used twice: empty under the list to add an item, and
 * prefilled in place of an item to edit it (then with Cancel, and Escape, to leave unchanged).
 */
export type ItemFormProps<TIn, TOut> = ListItemFormProps<TIn, TOut> & { pending: boolean };

/**
 * An item's form: validated by its domain schema, prefilled when editing, emptied to `empty` after
 * an add. `frameProps` go to the ListItemForm around the fields.
 */
function useItemForm<TIn extends FieldValues, TOut>(
  props: ItemFormProps<TIn, TOut>,
  {
    resolver,
    empty,
    afterReset,
  }: {
    resolver: Resolver<TIn, unknown, TOut>;
    empty: DefaultValues<NoInfer<TIn>>;
    afterReset?: () => void;
  },
) {
  // A whole item is a partial one too; TypeScript cannot see that for a generic TIn.
  const initial = props.initial as DefaultValues<TIn> | undefined;
  const form = useForm<TIn, unknown, TOut>({ resolver, defaultValues: initial ?? empty });
  const submit = useListItemSubmit(form, props, empty, afterReset);
  const frameProps = {
    ...props,
    isPending: props.pending,
    namespace: 'profiles',
    onSubmit: (e: FormEvent<HTMLFormElement>) => void submit(e),
  };
  return { form, frameProps };
}

type InputKind = 'text' | 'optional' | 'year' | 'date';

/**
 * An input registered on an item's form: required text, optional text, a year or a date. Its
 * label is `profiles.<section>.<name>`.
 */
function ItemInput<T extends FieldValues, TOut>({
  form,
  name,
  section,
  kind = 'optional',
  className,
}: {
  form: UseFormReturn<T, unknown, TOut>;
  name: Path<T>;
  section: 'children' | 'pets' | 'employers' | 'educations';
  kind?: InputKind;
  className?: string;
}) {
  const { t } = useTranslation();
  const label = t(`profiles.${section}.${name}`);
  const error = form.getFieldState(name, form.formState).error?.message;
  const setValueAs = kind === 'year' ? toNumberOrNull : kind === 'text' ? undefined : toTextOrNull;
  return (
    <Field label={label} error={error} className={className}>
      {(field) => (
        <input
          type={kind === 'date' ? 'date' : undefined}
          {...field}
          inputMode={kind === 'year' ? 'numeric' : undefined}
          {...form.register(name, { setValueAs })}
        />
      )}
    </Field>
  );
}

type ChildIn = z.input<typeof childSchema>;
export type ChildValues = z.output<typeof childSchema>;

export function ChildForm(props: ItemFormProps<ChildIn, ChildValues>) {
  const { t } = useTranslation();
  const { form, frameProps } = useItemForm(props, {
    resolver: zodResolver(childSchema),
    empty: { shared_custody: false },
  });
  useFocusOnEdit(form, 'birth_year', Boolean(props.initial));
  return (
    <ListItemForm {...frameProps}>
      <ItemInput form={form} name="birth_year" kind="year" section="children" />
      <ChoiceLabel
        className="flex items-center gap-2 self-end pb-2 text-sm text-ink"
        label={t('profiles.children.shared_custody')}
        {...form.register('shared_custody')}
      />
    </ListItemForm>
  );
}

type PetIn = z.input<typeof petSchema>;
export type PetValues = z.output<typeof petSchema>;
const EMPTY_PET: PetIn = { kind: 'dog', name: null, breed: null };

export function PetForm(props: ItemFormProps<PetIn, PetValues>) {
  const { t } = useTranslation();
  const { form, frameProps } = useItemForm(props, {
    resolver: zodResolver(petSchema),
    empty: EMPTY_PET,
  });
  useFocusOnEdit(form, 'kind', Boolean(props.initial));
  return (
    <ListItemForm {...frameProps}>
      <Field label={t('profiles.pets.kind')} error={form.formState.errors.kind?.message}>
        {(field) => (
          <select {...field} {...form.register('kind')}>
            {PET_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`profiles.pets.kinds.${k}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ItemInput form={form} name="name" section="pets" />
      <ItemInput form={form} name="breed" section="pets" />
    </ListItemForm>
  );
}

type EmployerIn = z.input<typeof employerSchema>;
export type EmployerValues = z.output<typeof employerSchema>;
const EMPTY_EMPLOYER: EmployerIn = { name: '', position: null, start_date: null, end_date: null };

export function EmployerForm(props: ItemFormProps<EmployerIn, EmployerValues>) {
  const { form, frameProps } = useItemForm(props, {
    resolver: zodResolver(employerSchema),
    empty: EMPTY_EMPLOYER,
  });
  useFocusOnEdit(form, 'name', Boolean(props.initial));
  return (
    <ListItemForm {...frameProps}>
      <ItemInput form={form} name="name" kind="text" section="employers" />
      <ItemInput form={form} name="position" section="employers" />
      <ItemInput form={form} name="start_date" kind="date" section="employers" />
      <ItemInput form={form} name="end_date" kind="date" section="employers" />
    </ListItemForm>
  );
}

type EducationIn = z.input<typeof educationSchema>;
export type EducationValues = z.output<typeof educationSchema>;
const EMPTY_EDUCATION: EducationIn = {
  institution_id: null,
  institution_name: null,
  program: null,
  start_year: null,
  end_year: null,
};

/** The school comes from the list of Icelandic schools, or is typed in. */
export function EducationForm({
  schoolName = '',
  ...props
}: ItemFormProps<EducationIn, EducationValues> & {
  /** The school's name as shown (editing a known institution). */
  schoolName?: string;
}) {
  const { t } = useTranslation();
  const initial = props.initial;
  const [school, setSchool] = useState(schoolName);
  const [picked, setPicked] = useState<{ id: string; name: string } | null>(
    initial?.institution_id ? { id: initial.institution_id, name: schoolName } : null,
  );
  const q = useDeferredValue(school.trim());
  const suggestions = useQuery(EducationalInstitutionsDocument, {
    variables: { q },
    skip: q.length < 2 || picked?.name === school,
  });
  const { form, frameProps } = useItemForm(props, {
    resolver: zodResolver(educationSchema),
    empty: EMPTY_EDUCATION,
    afterReset: () => {
      setSchool('');
      setPicked(null);
    },
  });
  const schoolRef = useRef<HTMLInputElement>(null);
  // Editing moves the focus into the form as it opens.
  const isEditing = Boolean(initial);
  useLayoutEffect(() => {
    if (isEditing) schoolRef.current?.focus();
  }, [isEditing]);
  const typeSchool = (value: string) => {
    setSchool(value);
    setPicked(null);
    form.setValue('institution_id', null);
    form.setValue('institution_name', value.trim() || null);
  };
  return (
    <ListItemForm {...frameProps}>
      <div className="sm:col-span-2">
        <SuggestInput
          label={t('profiles.educations.school')}
          value={school}
          onChange={typeSchool}
          items={picked ? [] : (suggestions.data?.educationalInstitutions ?? [])}
          itemKey={(i) => i.id}
          itemLabel={(i) => `${i.name} · ${i.town}`}
          onPick={(i) => {
            setPicked({ id: i.id, name: i.name });
            setSchool(i.name);
            form.setValue('institution_id', i.id);
            form.setValue('institution_name', null);
          }}
          testId="education-school"
          inputRef={schoolRef}
          error={translateProfileField(t, form.formState.errors.institution_name?.message)}
        />
      </div>
      <ItemInput form={form} name="program" section="educations" className="sm:col-span-2" />
      <ItemInput form={form} name="start_year" kind="year" section="educations" />
      <ItemInput form={form} name="end_year" kind="year" section="educations" />
    </ListItemForm>
  );
}
