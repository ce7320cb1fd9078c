import { getFragmentData } from '../../__generated__';
import {
  FileList_AttachmentFragmentDoc,
  PreApprovalPanel_PreApprovalFragmentDoc,
  ProfileEditResultFragmentDoc,
  ProfileSummaryFragmentDoc,
  type FileList_AttachmentFragment,
  type PreApprovalPanel_PreApprovalFragment,
  type ProfileEditResultFragment,
  type ProfileSummaryFragment,
  type RentalProfilePageQuery,
} from '../../__generated__/graphql';
import type { FragmentFields } from '../../lib/fragments';

type ProfilePageResult = NonNullable<RentalProfilePageQuery['rentalProfile']>;

/** The profile page's profile, with the fields of the fragments its query spreads. */
export type Profile = Omit<ProfilePageResult, ' $fragmentRefs' | 'paychecks' | 'preApproval'> &
  FragmentFields<ProfileSummaryFragment> &
  Omit<FragmentFields<ProfileEditResultFragment>, 'corenters'> & {
    corenters: ProfileSummaryFragment[];
    paychecks: FileList_AttachmentFragment[];
    preApproval: PreApprovalPanel_PreApprovalFragment | null;
  };

/** Reads the page's answer as one profile (the sections read the fragments' fields too). */
export function toProfile(result: ProfilePageResult): Profile {
  const edited = getFragmentData(ProfileEditResultFragmentDoc, result);
  return {
    ...result,
    ...getFragmentData(ProfileSummaryFragmentDoc, result),
    ...edited,
    corenters: [...getFragmentData(ProfileSummaryFragmentDoc, edited.corenters)],
    paychecks: [...getFragmentData(FileList_AttachmentFragmentDoc, result.paychecks)],
    preApproval:
      getFragmentData(PreApprovalPanel_PreApprovalFragmentDoc, result.preApproval) ?? null,
  };
}

/** Props every section gets: the profile, and whether the reader owns it. */
export type SectionProps = { profile: Profile; isOwner: boolean };
