import { useMutation, useQuery } from '@apollo/client/react';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AddEducationDocument,
  AddEmployerDocument,
  CurrentlyBasedSuggestionsDocument,
  DeleteEducationDocument,
  DeleteEmployerDocument,
  SetCurrentlyBasedDocument,
  UpdateEducationDocument,
  UpdateEmployerDocument,
} from '../../__generated__/graphql';
import { formatDate } from '../../ui/format';
import { EditableItem } from './EditableItem';
import {
  EducationForm,
  EmployerForm,
  type EducationValues,
  type EmployerValues,
} from './item-forms';
import type { SectionProps } from './model';
import { EmptyText, itemRowClass, SectionCard } from './SectionCard';
import { SuggestInput } from './SuggestInput';
import { useProfileAction } from './use-profile-action';

const period = (start: string | null | undefined, end: string | null | undefined, now: string) =>
  start || end ? `${start ?? '…'} – ${end ?? now}` : '';

const toEmployerFields = (v: EmployerValues) => ({
  name: v.name,
  position: v.position ?? null,
  startDate: v.start_date ?? null,
  endDate: v.end_date ?? null,
});

const toEducationFields = (v: EducationValues) => ({
  institutionId: v.institution_id ?? null,
  institutionName: v.institution_name ?? null,
  program: v.program ?? null,
  startYear: v.start_year ?? null,
  endYear: v.end_year ?? null,
});

export function EmployersSection({ profile, isOwner }: SectionProps) {
  const { t } = useTranslation();
  const [add] = useMutation(AddEmployerDocument);
  const [update] = useMutation(UpdateEmployerDocument);
  const [remove] = useMutation(DeleteEmployerDocument);
  const { run, pending } = useProfileAction();
  return (
    <SectionCard id="employers" title={t('profiles.employers.title')}>
      {profile.employers.length === 0 && <EmptyText>{t('profiles.employers.empty')}</EmptyText>}
      <ul>
        {profile.employers.map((e) => (
          <li key={e.id}>
            <EditableItem
              isOwner={isOwner}
              className={itemRowClass}
              view={
                <div>
                  <p className="font-medium text-ink">{e.name}</p>
                  <p className="text-sm text-ink-muted">
                    {[
                      e.position,
                      period(
                        formatDate(e.startDate),
                        e.endDate ? formatDate(e.endDate) : null,
                        t('profiles.now'),
                      ),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
              }
              editLabel={t('profiles.employers.edit', { name: e.name })}
              removeLabel={t('profiles.employers.remove', { name: e.name })}
              isRemoving={pending === e.id}
              onRemove={() => void run(e.id, () => remove({ variables: { input: { id: e.id } } }))}
              renderForm={(close) => (
                <EmployerForm
                  label={t('profiles.employers.edit', { name: e.name })}
                  initial={{
                    name: e.name,
                    position: e.position,
                    start_date: e.startDate,
                    end_date: e.endDate,
                  }}
                  submitLabel={t('profiles.actions.save_changes')}
                  pending={pending === `edit-${e.id}`}
                  onCancel={close}
                  onSave={async (v) => {
                    const ok = await run(
                      `edit-${e.id}`,
                      () =>
                        update({
                          variables: { input: { id: e.id, employer: toEmployerFields(v) } },
                        }),
                      t('profiles.saved'),
                    );
                    if (ok) close();
                    return ok;
                  }}
                />
              )}
            />
          </li>
        ))}
      </ul>
      {isOwner && (
        <EmployerForm
          submitLabel={t('profiles.employers.add')}
          pending={pending === 'add'}
          onSave={(v) =>
            run('add', () =>
              add({
                variables: {
                  input: { username: profile.profileUsername, employer: toEmployerFields(v) },
                },
              }),
            )
          }
        />
      )}
    </SectionCard>
  );
}

export function EducationsSection({ profile, isOwner }: SectionProps) {
  const { t } = useTranslation();
  const [add] = useMutation(AddEducationDocument);
  const [update] = useMutation(UpdateEducationDocument);
  const [remove] = useMutation(DeleteEducationDocument);
  const { run, pending } = useProfileAction();
  return (
    <SectionCard id="educations" title={t('profiles.educations.title')}>
      {profile.educations.length === 0 && <EmptyText>{t('profiles.educations.empty')}</EmptyText>}
      <ul>
        {profile.educations.map((e) => (
          <li key={e.id}>
            <EditableItem
              isOwner={isOwner}
              className={itemRowClass}
              view={
                <div>
                  <p className="font-medium text-ink">{e.institutionName}</p>
                  <p className="text-sm text-ink-muted">
                    {[
                      e.program,
                      period(
                        e.startYear ? String(e.startYear) : null,
                        e.endYear ? String(e.endYear) : null,
                        t('profiles.now'),
                      ),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
              }
              editLabel={t('profiles.educations.edit', { name: e.institutionName })}
              removeLabel={t('profiles.educations.remove', { name: e.institutionName })}
              isRemoving={pending === e.id}
              onRemove={() => void run(e.id, () => remove({ variables: { input: { id: e.id } } }))}
              renderForm={(close) => (
                <EducationForm
                  label={t('profiles.educations.edit', { name: e.institutionName })}
                  schoolName={e.institutionName}
                  initial={{
                    institution_id: e.institutionId,
                    institution_name: e.institutionId ? null : e.institutionName,
                    program: e.program,
                    start_year: e.startYear,
                    end_year: e.endYear,
                  }}
                  submitLabel={t('profiles.actions.save_changes')}
                  pending={pending === `edit-${e.id}`}
                  onCancel={close}
                  onSave={async (v) => {
                    const ok = await run(
                      `edit-${e.id}`,
                      () =>
                        update({
                          variables: { input: { id: e.id, education: toEducationFields(v) } },
                        }),
                      t('profiles.saved'),
                    );
                    if (ok) close();
                    return ok;
                  }}
                />
              )}
            />
          </li>
        ))}
      </ul>
      {isOwner && (
        <EducationForm
          submitLabel={t('profiles.educations.add')}
          pending={pending === 'add'}
          onSave={(v) =>
            run('add', () =>
              add({
                variables: {
                  input: { username: profile.profileUsername, education: toEducationFields(v) },
                },
              }),
            )
          }
        />
      )}
    </SectionCard>
  );
}

export function CurrentlyBasedSection({ profile, isOwner }: SectionProps) {
  const { t } = useTranslation();
  const [set] = useMutation(SetCurrentlyBasedDocument);
  const { run } = useProfileAction();
  const [query, setQuery] = useState('');
  const q = useDeferredValue(query.trim());
  const suggestions = useQuery(CurrentlyBasedSuggestionsDocument, {
    variables: { query: q },
    skip: !isOwner || q.length < 2,
  });
  return (
    <SectionCard id="currently-based" title={t('profiles.currently_based.title')}>
      {profile.currentlyBased ? (
        <p className="text-ink">{profile.currentlyBased.name}</p>
      ) : (
        <EmptyText>{t('profiles.currently_based.empty')}</EmptyText>
      )}
      {isOwner && (
        <div className="mt-3">
          <SuggestInput
            label={t('profiles.currently_based.search')}
            value={query}
            onChange={setQuery}
            items={suggestions.data?.currentlyBasedSuggestions ?? []}
            itemKey={(p) => p.placeId}
            itemLabel={(p) => `${p.name} · ${p.description}`}
            onPick={(p) => {
              setQuery('');
              void run(
                'set',
                () =>
                  set({
                    variables: { input: { username: profile.profileUsername, placeId: p.placeId } },
                  }),
                t('profiles.saved'),
              );
            }}
            testId="currently-based-search"
          />
        </div>
      )}
    </SectionCard>
  );
}
