import { getFragmentData } from '../../__generated__';
import {
  FileList_AttachmentFragmentDoc,
  PreApprovalPanel_PreApprovalFragmentDoc,
  ProfileEditResultFragmentDoc,
  type FileList_AttachmentFragment,
  type PreApprovalPanel_PreApprovalFragment,
  type ProfileEditResultFragment,
  type RentalProfilePageQuery,
} from '../../__generated__/graphql';

type ProfilePageResult = NonNullable<RentalProfilePageQuery['rentalProfile']>;

/** The profile page's profile, with the fields of the fragments its query spreads. */
export type Profile = Omit<ProfilePageResult, ' $fragmentRefs' | 'paychecks' | 'preApproval'> &
  ProfileEditResultFragment & {
    paychecks: FileList_AttachmentFragment[];
    preApproval: PreApprovalPanel_PreApprovalFragment | null;
  };

/** Reads the page's answer as one profile (the sections read the fragments' fields too). */
export function toProfile(result: ProfilePageResult): Profile {
  return {
    ...result,
    ...getFragmentData(ProfileEditResultFragmentDoc, result),
    paychecks: [...getFragmentData(FileList_AttachmentFragmentDoc, result.paychecks)],
    preApproval:
      getFragmentData(PreApprovalPanel_PreApprovalFragmentDoc, result.preApproval) ?? null,
  };
}

/** Props every section gets: the profile, and whether the reader owns it. */
export type SectionProps = { profile: Profile; isOwner: boolean };
