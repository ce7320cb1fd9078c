export const USER_TYPES = ['LL', 'TN'] as const;
export type UserType = (typeof USER_TYPES)[number];

export function isLandlord(userType: UserType | null | undefined): boolean {
  return userType === 'LL';
}
