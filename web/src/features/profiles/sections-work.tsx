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
import { formatDate } from '../../lib/format';
import {
  EducationForm,
  EmployerForm,
  type EducationValues,
  type EmployerValues,
} from './item-forms';
import type { SectionProps } from './model';
import { EmptyText } from '../../ui/EmptyState';
import { ProfileItems } from './ProfileItems';
import { SectionCard } from './SectionCard';
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
  return (
    <SectionCard id="employers" title={t('profiles.employers.title')}>
      <ProfileItems
        items={profile.employers}
        isOwner={isOwner}
        emptyText={t('profiles.employers.empty')}
        renderItem={(e) => (
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
        )}
        editLabel={(e) => t('profiles.employers.edit', { name: e.name })}
        removeLabel={(e) => t('profiles.employers.remove', { name: e.name })}
        addLabel={t('profiles.employers.add')}
        renderForm={(slot, e) => (
          <EmployerForm
            {...slot}
            initial={
              e && {
                name: e.name,
                position: e.position,
                start_date: e.startDate,
                end_date: e.endDate,
              }
            }
          />
        )}
        onAdd={(v: EmployerValues) =>
          add({
            variables: {
              input: { username: profile.profileUsername, employer: toEmployerFields(v) },
            },
          })
        }
        onUpdate={(e, v) =>
          update({ variables: { input: { id: e.id, employer: toEmployerFields(v) } } })
        }
        onRemove={(e) => remove({ variables: { input: { id: e.id } } })}
      />
    </SectionCard>
  );
}

export function EducationsSection({ profile, isOwner }: SectionProps) {
  const { t } = useTranslation();
  const [add] = useMutation(AddEducationDocument);
  const [update] = useMutation(UpdateEducationDocument);
  const [remove] = useMutation(DeleteEducationDocument);
  return (
    <SectionCard id="educations" title={t('profiles.educations.title')}>
      <ProfileItems
        items={profile.educations}
        isOwner={isOwner}
        emptyText={t('profiles.educations.empty')}
        renderItem={(e) => (
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
        )}
        editLabel={(e) => t('profiles.educations.edit', { name: e.institutionName })}
        removeLabel={(e) => t('profiles.educations.remove', { name: e.institutionName })}
        addLabel={t('profiles.educations.add')}
        renderForm={(slot, e) => (
          <EducationForm
            {...slot}
            schoolName={e?.institutionName}
            initial={
              e && {
                institution_id: e.institutionId,
                institution_name: e.institutionId ? null : e.institutionName,
                program: e.program,
                start_year: e.startYear,
                end_year: e.endYear,
              }
            }
          />
        )}
        onAdd={(v: EducationValues) =>
          add({
            variables: {
              input: { username: profile.profileUsername, education: toEducationFields(v) },
            },
          })
        }
        onUpdate={(e, v) =>
          update({ variables: { input: { id: e.id, education: toEducationFields(v) } } })
        }
        onRemove={(e) => remove({ variables: { input: { id: e.id } } })}
      />
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
