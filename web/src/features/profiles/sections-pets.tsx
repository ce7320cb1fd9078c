import { useMutation } from '@apollo/client/react';
import type { PetKind as DomainPetKind } from '@leiga/domain';
import { useTranslation } from 'react-i18next';
import {
  AddPetDocument,
  DeletePetDocument,
  DeletePetPhotoDocument,
  UpdatePetDocument,
  type PetKind,
} from '../../__generated__/graphql';
import { ImageWithPlaceholder } from '../../ui/ImageWithPlaceholder';
import { EditableItem } from './EditableItem';
import { UploadButton } from './ImageUpload';
import { PetForm, type PetValues } from './item-forms';
import type { SectionProps } from './model';
import { EmptyText, SectionCard } from './SectionCard';
import { UPLOAD_PATHS } from './upload';
import { useProfileAction } from './use-profile-action';

const toPetFields = (v: PetValues) => ({
  kind: v.kind.toUpperCase() as PetKind,
  name: v.name ?? null,
  breed: v.breed ?? null,
});

export function PetsSection({
  profile,
  isOwner,
  refetch,
}: SectionProps & { refetch: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const [add] = useMutation(AddPetDocument);
  const [update] = useMutation(UpdatePetDocument);
  const [remove] = useMutation(DeletePetDocument);
  const [removePhoto] = useMutation(DeletePetPhotoDocument);
  const { run, pending } = useProfileAction();
  if (!isOwner && profile.pets.length === 0) return null;
  return (
    <SectionCard id="pets" title={t('profiles.pets.title')}>
      {profile.pets.length === 0 && <EmptyText>{t('profiles.pets.empty')}</EmptyText>}
      <ul className="space-y-4">
        {profile.pets.map((pet) => {
          const kind = t(`profiles.pets.kinds.${pet.kind.toLowerCase()}`);
          const name = pet.name ?? kind;
          return (
            <li key={pet.id} className="rounded-xl border border-line p-3">
              <EditableItem
                isOwner={isOwner}
                className="flex flex-wrap items-center justify-between gap-2"
                view={
                  <p className="font-medium text-ink">
                    {name}
                    <span className="text-ink-muted">
                      {' '}
                      · {kind}
                      {pet.breed && ` · ${pet.breed}`}
                    </span>
                  </p>
                }
                extraActions={
                  <UploadButton
                    label={t('profiles.pets.add_photos')}
                    path={UPLOAD_PATHS.petPhotos(pet.id)}
                    multiple
                    onDone={refetch}
                  />
                }
                editLabel={t('profiles.pets.edit', { name })}
                removeLabel={t('profiles.pets.remove', { name })}
                isRemoving={pending === pet.id}
                onRemove={() =>
                  void run(pet.id, () => remove({ variables: { input: { id: pet.id } } }))
                }
                renderForm={(close) => (
                  <PetForm
                    label={t('profiles.pets.edit', { name })}
                    initial={{
                      kind: pet.kind.toLowerCase() as DomainPetKind,
                      name: pet.name,
                      breed: pet.breed,
                    }}
                    submitLabel={t('profiles.actions.save_changes')}
                    pending={pending === `edit-${pet.id}`}
                    onCancel={close}
                    onSave={async (v) => {
                      const ok = await run(
                        `edit-${pet.id}`,
                        () => update({ variables: { input: { id: pet.id, pet: toPetFields(v) } } }),
                        t('profiles.saved'),
                      );
                      if (ok) close();
                      return ok;
                    }}
                  />
                )}
              />
              {pet.photos.length > 0 && (
                <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-6">
                  {pet.photos.map((photo, i) => (
                    <li key={photo.id} className="relative">
                      <ImageWithPlaceholder
                        src={photo.key}
                        placeholder={photo.placeholder}
                        alt={t('profiles.pets.photo_alt', { name, n: i + 1 })}
                        aspect="1/1"
                        className="rounded-lg"
                        sizes="120px"
                      />
                      {isOwner && (
                        <button
                          type="button"
                          className="absolute top-1 right-1 rounded-full bg-black/60 px-2 text-sm text-white focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
                          aria-label={t('profiles.pets.remove_photo', { n: i + 1 })}
                          onClick={() =>
                            void run(photo.id, () =>
                              removePhoto({ variables: { input: { id: photo.id } } }),
                            )
                          }
                        >
                          ×
                        </button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
      {isOwner && (
        <PetForm
          submitLabel={t('profiles.pets.add')}
          pending={pending === 'add'}
          onSave={(v) =>
            run('add', () =>
              add({
                variables: { input: { username: profile.profileUsername, pet: toPetFields(v) } },
              }),
            )
          }
        />
      )}
    </SectionCard>
  );
}
