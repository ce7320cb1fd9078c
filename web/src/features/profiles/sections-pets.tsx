import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  AddPetDocument,
  DeletePetDocument,
  DeletePetPhotoDocument,
  UpdatePetDocument,
} from '../../__generated__/graphql';
import { enumKey, fromGraphEnum, toGraphEnum } from '../../lib/enums';
import { ImageWithPlaceholder } from '../../ui/ImageWithPlaceholder';
import { UploadButton } from './ImageUpload';
import { PetForm, type PetValues } from './item-forms';
import type { Profile, SectionProps } from './model';
import { ProfileItems } from './ProfileItems';
import { SectionCard } from './SectionCard';
import { UPLOAD_PATHS } from './upload';
import { useProfileAction } from './use-profile-action';

type Pet = Profile['pets'][number];

const toPetFields = (v: PetValues) => ({
  kind: toGraphEnum(v.kind),
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
  const { run } = useProfileAction();
  if (!isOwner && profile.pets.length === 0) return null;
  const kindOf = (pet: Pet) => t(enumKey('profiles.pets.kinds', pet.kind));
  const nameOf = (pet: Pet) => pet.name ?? kindOf(pet);
  return (
    <SectionCard id="pets" title={t('profiles.pets.title')}>
      <ProfileItems
        items={profile.pets}
        isOwner={isOwner}
        emptyText={t('profiles.pets.empty')}
        listClassName="space-y-4"
        itemClassName="rounded-xl border border-line p-3"
        rowClassName="flex flex-wrap items-center justify-between gap-2"
        renderItem={(pet) => (
          <p className="font-medium text-ink">
            {nameOf(pet)}
            <span className="text-ink-muted">
              {' '}
              · {kindOf(pet)}
              {pet.breed && ` · ${pet.breed}`}
            </span>
          </p>
        )}
        renderActions={(pet) => (
          <UploadButton
            label={t('profiles.pets.add_photos')}
            path={UPLOAD_PATHS.petPhotos(pet.id)}
            multiple
            onDone={refetch}
          />
        )}
        renderAfter={(pet) =>
          pet.photos.length > 0 && (
            <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-6">
              {pet.photos.map((photo, i) => (
                <li key={photo.id} className="relative">
                  <ImageWithPlaceholder
                    src={photo.key}
                    placeholder={photo.placeholder}
                    alt={t('profiles.pets.photo_alt', { name: nameOf(pet), n: i + 1 })}
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
          )
        }
        editLabel={(pet) => t('profiles.pets.edit', { name: nameOf(pet) })}
        removeLabel={(pet) => t('profiles.pets.remove', { name: nameOf(pet) })}
        addLabel={t('profiles.pets.add')}
        renderForm={(slot, pet) => (
          <PetForm
            {...slot}
            initial={
              pet && {
                kind: fromGraphEnum(pet.kind),
                name: pet.name,
                breed: pet.breed,
              }
            }
          />
        )}
        onAdd={(v: PetValues) =>
          add({
            variables: { input: { username: profile.profileUsername, pet: toPetFields(v) } },
          })
        }
        onUpdate={(pet, v) => update({ variables: { input: { id: pet.id, pet: toPetFields(v) } } })}
        onRemove={(pet) => remove({ variables: { input: { id: pet.id } } })}
      />
    </SectionCard>
  );
}
