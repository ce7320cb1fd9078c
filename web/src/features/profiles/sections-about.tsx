import { useMutation } from '@apollo/client/react';
import {
  ABOUT_MAX_LENGTH,
  INTEREST_TAGS,
  interestSchema,
  profileUpdateSchema,
} from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import {
  AddChildDocument,
  AddInterestDocument,
  DeleteChildDocument,
  RemoveInterestsDocument,
  UpdateChildDocument,
  UpdateRentalProfileDocument,
} from '../../__generated__/graphql';
import { Button } from '../../ui/Button';
import { EditableList } from '../../ui/EditableList';
import { ChoiceLabel } from '../../ui/form/Choice';
import { Field } from '../../ui/form/Field';
import { ChildForm, type ChildValues } from './item-forms';
import type { SectionProps } from './model';
import { EmptyText } from '../../ui/EmptyState';
import { ProfileItems } from './ProfileItems';
import { SectionCard } from './SectionCard';
import { useProfileAction } from './use-profile-action';
import { useZodForm } from '../../ui/form/zod-form';

export function AboutSection({ profile, isOwner }: SectionProps) {
  const { t } = useTranslation();
  const [update] = useMutation(UpdateRentalProfileDocument);
  const { run, pending } = useProfileAction();
  const form = useZodForm(profileUpdateSchema, {
    values: { about: profile.about ?? '', is_smoker: profile.isSmoker ?? false },
  });
  const save = form.handleSubmit((values) =>
    run(
      'about',
      () =>
        update({
          variables: { input: { about: values.about ?? null, isSmoker: values.is_smoker ?? null } },
        }),
      t('profiles.saved'),
    ),
  );
  return (
    <SectionCard id="about" title={t('profiles.about.title')}>
      {!isOwner &&
        (profile.about ? (
          <p className="whitespace-pre-line text-ink">{profile.about}</p>
        ) : (
          <EmptyText>{t('profiles.about.empty')}</EmptyText>
        ))}
      {!isOwner && profile.isSmoker !== null && (
        <p className="mt-2 text-sm text-ink-muted">
          {profile.isSmoker ? t('profiles.about.smoker') : t('profiles.about.non_smoker')}
        </p>
      )}
      {isOwner && (
        <form onSubmit={(e) => void save(e)} className="space-y-3" noValidate>
          <Field label={t('profiles.about.label')} error={form.formState.errors.about?.message}>
            {(props) => (
              <textarea
                {...props}
                {...form.register('about')}
                rows={4}
                maxLength={ABOUT_MAX_LENGTH}
                className={`${props.className} h-auto py-2`}
              />
            )}
          </Field>
          <p className="text-xs text-ink-muted">{t('profiles.about.hint')}</p>
          <ChoiceLabel label={t('profiles.about.smoker')} {...form.register('is_smoker')} />
          <Button type="submit" isLoading={pending === 'about'}>
            {t('profiles.actions.save')}
          </Button>
        </form>
      )}
    </SectionCard>
  );
}

export function InterestsSection({ profile, isOwner }: SectionProps) {
  const { t, i18n } = useTranslation();
  const [add] = useMutation(AddInterestDocument);
  const [remove] = useMutation(RemoveInterestsDocument);
  const { run, pending } = useProfileAction();
  const username = profile.profileUsername;
  const form = useZodForm(interestSchema, {
    defaultValues: { interest_tag: '' },
  });
  const label = (tag: string) =>
    i18n.exists(`profiles.interests.tags.${tag}`) ? t(`profiles.interests.tags.${tag}`) : tag;
  const addTag = (tag: string) =>
    run(`add-${tag}`, () => add({ variables: { input: { username, tag } } }));
  const submit = form.handleSubmit(async (values) => {
    if (await addTag(values.interest_tag)) form.reset({ interest_tag: '' });
  });
  const have = new Set(profile.interests.map((i) => i.tag));
  return (
    <SectionCard id="interests" title={t('profiles.interests.title')}>
      <EditableList
        items={profile.interests}
        getKey={(i) => i.id}
        canEdit={isOwner}
        emptyText={t('profiles.interests.empty')}
        listLabel={t('profiles.interests.title')}
        listClassName="flex flex-wrap gap-2"
        itemClassName="inline-flex"
        rowClassName="inline-flex items-center gap-1 rounded-full bg-brand-100 py-1 pr-1 pl-3 text-sm font-medium text-brand-800 dark:bg-brand-900 dark:text-brand-100"
        renderItem={(i) => label(i.tag)}
        removeLabel={(i) => t('profiles.interests.remove', { tag: label(i.tag) })}
        removeText="×"
        onRemove={(i) =>
          run(`rm-${i.id}`, () => remove({ variables: { input: { username, ids: [i.id] } } }))
        }
      />
      {isOwner && (
        <>
          <form
            onSubmit={(e) => void submit(e)}
            className="mt-4 flex flex-wrap items-end gap-2"
            noValidate
          >
            <Field
              label={t('profiles.interests.add_label')}
              error={form.formState.errors.interest_tag?.message}
              className="min-w-48 flex-1"
            >
              {(props) => <input {...props} {...form.register('interest_tag')} />}
            </Field>
            <Button type="submit" isLoading={pending?.startsWith('add-')}>
              {t('profiles.actions.add')}
            </Button>
          </form>
          <p className="mt-3 text-xs text-ink-muted">{t('profiles.interests.suggested')}</p>
          <div className="mt-1 flex flex-wrap gap-1.5">
            {INTEREST_TAGS.filter((tag) => !have.has(tag)).map((tag) => (
              <Button key={tag} variant="secondary" size="sm" onPress={() => void addTag(tag)}>
                + {label(tag)}
              </Button>
            ))}
          </div>
        </>
      )}
    </SectionCard>
  );
}

export function ChildrenSection({ profile, isOwner }: SectionProps) {
  const { t } = useTranslation();
  const [add] = useMutation(AddChildDocument);
  const [update] = useMutation(UpdateChildDocument);
  const [remove] = useMutation(DeleteChildDocument);
  if (!isOwner && profile.children.length === 0) return null;
  return (
    <SectionCard id="children" title={t('profiles.children.title')}>
      <ProfileItems
        items={profile.children}
        isOwner={isOwner}
        emptyText={t('profiles.children.empty')}
        renderItem={(c) => (
          <span className="text-ink">
            {t('profiles.children.born', { year: c.birthYear })}
            {c.sharedCustody && ` · ${t('profiles.children.shared_custody')}`}
          </span>
        )}
        editLabel={(c) => t('profiles.children.edit', { year: c.birthYear })}
        removeLabel={(c) => t('profiles.children.remove', { year: c.birthYear })}
        addLabel={t('profiles.children.add')}
        renderForm={(slot, c) => (
          <ChildForm
            {...slot}
            initial={c && { birth_year: c.birthYear, shared_custody: c.sharedCustody }}
          />
        )}
        onAdd={(v: ChildValues) =>
          add({
            variables: {
              input: {
                username: profile.profileUsername,
                birthYear: v.birth_year,
                sharedCustody: v.shared_custody,
              },
            },
          })
        }
        onUpdate={(c, v) =>
          update({
            variables: {
              input: { id: c.id, birthYear: v.birth_year, sharedCustody: v.shared_custody },
            },
          })
        }
        onRemove={(c) => remove({ variables: { input: { id: c.id } } })}
      />
    </SectionCard>
  );
}
