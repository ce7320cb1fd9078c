import { useQuery } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { childSchema, educationSchema, employerSchema, PET_KINDS, petSchema } from '@leiga/domain';
import { useDeferredValue, useLayoutEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EducationalInstitutionsDocument } from '../../__generated__/graphql';
import {
  ListItemForm as ItemForm,
  useFocusOnEdit,
  useListItemSubmit as useSubmit,
  type ListItemFormProps,
} from '../../ui/EditableList';
import { Field, toNumberOrNull, toTextOrNull } from '../../ui/form/Field';
import { translateProfileField } from './messages';
import { SuggestInput } from './SuggestInput';

/**
 * The forms of a profile's list items, each used twice: empty under the list to add an item, and
 * prefilled in place of an item to edit it (then with Cancel, and Escape, to leave unchanged).
 */
export type ItemFormProps<TIn, TOut> = ListItemFormProps<TIn, TOut> & { pending: boolean };

type ChildIn = z.input<typeof childSchema>;
export type ChildValues = z.output<typeof childSchema>;

export function ChildForm(props: ItemFormProps<ChildIn, ChildValues>) {
  const { t } = useTranslation();
  const form = useForm<ChildIn, unknown, ChildValues>({
    resolver: zodResolver(childSchema),
    defaultValues: props.initial ?? { shared_custody: false },
  });
  useFocusOnEdit(form, 'birth_year', Boolean(props.initial));
  const submit = useSubmit(form, props, { shared_custody: false });
  return (
    <ItemForm
      {...props}
      isPending={props.pending}
      namespace="profiles"
      onSubmit={(e) => void submit(e)}
    >
      <Field
        label={t('profiles.children.birth_year')}
        error={form.formState.errors.birth_year?.message}
      >
        {(field) => (
          <input
            {...field}
            inputMode="numeric"
            {...form.register('birth_year', { setValueAs: toNumberOrNull })}
          />
        )}
      </Field>
      <label className="flex items-center gap-2 self-end pb-2 text-sm text-ink">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          {...form.register('shared_custody')}
        />
        {t('profiles.children.shared_custody')}
      </label>
    </ItemForm>
  );
}

type PetIn = z.input<typeof petSchema>;
export type PetValues = z.output<typeof petSchema>;
const EMPTY_PET: PetIn = { kind: 'dog', name: null, breed: null };

export function PetForm(props: ItemFormProps<PetIn, PetValues>) {
  const { t } = useTranslation();
  const form = useForm<PetIn, unknown, PetValues>({
    resolver: zodResolver(petSchema),
    defaultValues: props.initial ?? EMPTY_PET,
  });
  useFocusOnEdit(form, 'kind', Boolean(props.initial));
  const submit = useSubmit(form, props, EMPTY_PET);
  const errors = form.formState.errors;
  return (
    <ItemForm
      {...props}
      isPending={props.pending}
      namespace="profiles"
      onSubmit={(e) => void submit(e)}
    >
      <Field label={t('profiles.pets.kind')} error={errors.kind?.message}>
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
      <Field label={t('profiles.pets.name')} error={errors.name?.message}>
        {(field) => <input {...field} {...form.register('name', { setValueAs: toTextOrNull })} />}
      </Field>
      <Field label={t('profiles.pets.breed')} error={errors.breed?.message}>
        {(field) => <input {...field} {...form.register('breed', { setValueAs: toTextOrNull })} />}
      </Field>
    </ItemForm>
  );
}

type EmployerIn = z.input<typeof employerSchema>;
export type EmployerValues = z.output<typeof employerSchema>;
const EMPTY_EMPLOYER: EmployerIn = { name: '', position: null, start_date: null, end_date: null };

export function EmployerForm(props: ItemFormProps<EmployerIn, EmployerValues>) {
  const { t } = useTranslation();
  const form = useForm<EmployerIn, unknown, EmployerValues>({
    resolver: zodResolver(employerSchema),
    defaultValues: props.initial ?? EMPTY_EMPLOYER,
  });
  useFocusOnEdit(form, 'name', Boolean(props.initial));
  const submit = useSubmit(form, props, EMPTY_EMPLOYER);
  const errors = form.formState.errors;
  return (
    <ItemForm
      {...props}
      isPending={props.pending}
      namespace="profiles"
      onSubmit={(e) => void submit(e)}
    >
      <Field label={t('profiles.employers.name')} error={errors.name?.message}>
        {(field) => <input {...field} {...form.register('name')} />}
      </Field>
      <Field label={t('profiles.employers.position')} error={errors.position?.message}>
        {(field) => (
          <input {...field} {...form.register('position', { setValueAs: toTextOrNull })} />
        )}
      </Field>
      <Field label={t('profiles.employers.start_date')} error={errors.start_date?.message}>
        {(field) => (
          <input
            type="date"
            {...field}
            {...form.register('start_date', { setValueAs: toTextOrNull })}
          />
        )}
      </Field>
      <Field label={t('profiles.employers.end_date')} error={errors.end_date?.message}>
        {(field) => (
          <input
            type="date"
            {...field}
            {...form.register('end_date', { setValueAs: toTextOrNull })}
          />
        )}
      </Field>
    </ItemForm>
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
  const form = useForm<EducationIn, unknown, EducationValues>({
    resolver: zodResolver(educationSchema),
    defaultValues: initial ?? EMPTY_EDUCATION,
  });
  const schoolRef = useRef<HTMLInputElement>(null);
  // Editing moves the focus into the form as it opens.
  const isEditing = Boolean(initial);
  useLayoutEffect(() => {
    if (isEditing) schoolRef.current?.focus();
  }, [isEditing]);
  const submit = useSubmit(form, props, EMPTY_EDUCATION, () => {
    setSchool('');
    setPicked(null);
  });
  const typeSchool = (value: string) => {
    setSchool(value);
    setPicked(null);
    form.setValue('institution_id', null);
    form.setValue('institution_name', value.trim() || null);
  };
  const errors = form.formState.errors;
  return (
    <ItemForm
      {...props}
      isPending={props.pending}
      namespace="profiles"
      onSubmit={(e) => void submit(e)}
    >
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
          error={translateProfileField(t, errors.institution_name?.message)}
        />
      </div>
      <Field
        label={t('profiles.educations.program')}
        error={errors.program?.message}
        className="sm:col-span-2"
      >
        {(field) => (
          <input {...field} {...form.register('program', { setValueAs: toTextOrNull })} />
        )}
      </Field>
      <Field label={t('profiles.educations.start_year')} error={errors.start_year?.message}>
        {(field) => (
          <input
            {...field}
            inputMode="numeric"
            {...form.register('start_year', { setValueAs: toNumberOrNull })}
          />
        )}
      </Field>
      <Field label={t('profiles.educations.end_year')} error={errors.end_year?.message}>
        {(field) => (
          <input
            {...field}
            inputMode="numeric"
            {...form.register('end_year', { setValueAs: toNumberOrNull })}
          />
        )}
      </Field>
    </ItemForm>
  );
}
