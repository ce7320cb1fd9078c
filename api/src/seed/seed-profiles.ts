import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { averageNetIncome, PRE_APPROVAL_INCOME_MONTHS, preApprovalExpiry } from '@leiga/domain';
import type { Db } from '../db/client.js';
import {
  creditLookups,
  preApprovalIncomes,
  preApprovals,
  profileEducations,
  profileEmployers,
  profileInterests,
  profileReviews,
  rentalProfiles,
  users,
  visibilitySettings,
  type StoredImage,
} from '../db/schema/index.js';
import { processUpload } from '../modules/images/image-decoding.js';
import { storeReviewPdf } from '../modules/profiles/review-pdf.js';
import { SandboxCredit } from '../providers/credit/sandbox-credit.js';
import { SandboxIncome } from '../providers/income/sandbox-income.js';
import { SandboxRegistry } from '../providers/registry/sandbox-registry.js';
import type { FileStorage } from '../providers/storage/storage-provider.js';

type ProfilePlan = {
  email: string;
  about?: string;
  interests?: string[];
  employer?: { name: string; position: string; startDate: string };
  education?: {
    institutionId: string;
    institutionName: string;
    program: string;
    startYear: number;
    endYear: number;
  };
  place?: { id: string; name: string };
  image?: number;
};

const PLANS: readonly ProfilePlan[] = [
  {
    email: 'anna@leiga.is',
    about:
      'Hjúkrunarfræðingur á Landspítalanum, reyklaus og róleg. Ég hugsa vel um heimilið, borga alltaf á réttum tíma og leita að tveggja herbergja íbúð í Vesturbænum eða miðbænum.',
    interests: ['hiking', 'cooking', 'music', 'swimming'],
    employer: { name: 'Landspítali', position: 'Hjúkrunarfræðingur', startDate: '2019-09-01' },
    education: {
      institutionId: 'hi',
      institutionName: 'Háskóli Íslands',
      program: 'BS í hjúkrunarfræði',
      startYear: 2015,
      endYear: 2019,
    },
    place: { id: 'sandbox:rvk:vesturbaer', name: 'Vesturbær' },
    image: 200,
  },
  {
    email: 'kristin@leiga.is',
    about: 'Nemi í arkitektúr við Listaháskólann, leita að herbergi eða lítilli stúdíóíbúð.',
    interests: ['art', 'reading'],
  },
  {
    email: 'olena@leiga.is',
    about: 'Software developer from Kyiv, living in Reykjavík since 2022. Quiet, tidy, no pets.',
    employer: { name: 'CCP ehf.', position: 'Forritari', startDate: '2022-05-01' },
  },
];

/** A round avatar with the person's initials, rendered on the spot. */
async function avatar(
  storage: FileStorage,
  profileId: number,
  name: string,
  hue: number,
): Promise<StoredImage> {
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512"><rect width="512" height="512" fill="hsl(${hue},45%,42%)"/><text x="256" y="300" font-family="sans-serif" font-size="200" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
  const image = await processUpload(await sharp(Buffer.from(svg)).jpeg().toBuffer());
  const key = `profiles/${profileId}/avatar-seed.jpg`;
  await storage.put(key, image.data, 'image/jpeg');
  return { key, width: image.width, height: image.height, placeholder: image.placeholder };
}

/** Demo profiles: Anna's complete (with a committed pre-approval and Jón's review), others partial. */
export async function seedProfiles(db: Db, storage: FileStorage): Promise<void> {
  const people = await db
    .select({ user: users, profile: rentalProfiles })
    .from(users)
    .innerJoin(rentalProfiles, eq(rentalProfiles.userId, users.id))
    .where(
      inArray(
        users.email,
        PLANS.map((p) => p.email),
      ),
    );
  const [jon] = await db.select().from(users).where(eq(users.email, 'jon@leiga.is'));
  for (const plan of PLANS) {
    const person = people.find((p) => p.user.email === plan.email);
    if (!person) continue;
    const { user, profile } = person;
    await db
      .update(rentalProfiles)
      .set({
        about: plan.about ?? null,
        isSmoker: plan.about ? false : null,
        currentlyBasedPlaceId: plan.place?.id ?? null,
        currentlyBasedName: plan.place?.name ?? null,
        profileImage: plan.image
          ? await avatar(storage, profile.id, user.fullName, plan.image)
          : null,
      })
      .where(eq(rentalProfiles.id, profile.id));
    if (plan.interests?.length)
      await db
        .insert(profileInterests)
        .values(plan.interests.map((interestTag) => ({ profileId: profile.id, interestTag })));
    if (plan.employer)
      await db.insert(profileEmployers).values({ profileId: profile.id, ...plan.employer });
    if (plan.education)
      await db.insert(profileEducations).values({ profileId: profile.id, ...plan.education });
  }

  const anna = people.find((p) => p.user.email === 'anna@leiga.is');
  if (!anna?.user.icelandicId || !jon) return;
  const kennitala = anna.user.icelandicId;
  const consentAt = new Date();
  const credit = {
    ...(await new SandboxCredit(new SandboxRegistry()).getCreditReport(kennitala, {
      givenAt: consentAt,
    })),
    checked_at: consentAt.toISOString(),
  };
  const slips = await new SandboxIncome().getPayslips(
    kennitala,
    PRE_APPROVAL_INCOME_MONTHS,
    consentAt,
  );
  const [approval] = await db
    .insert(preApprovals)
    .values({
      profileId: anna.profile.id,
      kennitala,
      status: 'committed',
      creditResult: credit,
      avgNetIncome: averageNetIncome(slips),
      consentAt,
      committedAt: consentAt,
      expiresAt: preApprovalExpiry(consentAt),
    })
    .returning();
  await db.insert(preApprovalIncomes).values(
    slips.map((s) => ({
      preApprovalId: approval!.id,
      employerName: s.employer_name,
      period: s.period,
      grossAmount: s.gross_amount,
      netAmount: s.net_amount,
      source: 'payslip' as const,
    })),
  );
  await db.insert(creditLookups).values({
    preApprovalId: approval!.id,
    userId: anna.user.id,
    purpose: 'initiate',
    consentAt,
    result: credit,
  });
  await db.insert(visibilitySettings).values([
    { profileId: anna.profile.id, resource: 'NET_INCOME', option: 'APPLIED_LANDLORDS' },
    { profileId: anna.profile.id, resource: 'CREDIT_SCORE', option: 'APPLIED_LANDLORDS' },
  ]);
  const [review] = await db
    .insert(profileReviews)
    .values({
      profileId: anna.profile.id,
      authorId: jon.id,
      rating: 5,
      text: 'Anna leigði hjá mér á Hofsvallagötu í þrjú ár. Hún greiddi alltaf leiguna á réttum tíma, gekk vel um íbúðina og skilaði henni í toppstandi. Ég mæli hiklaust með henni.',
      address: 'Hofsvallagata 21, 107 Reykjavík',
      rentalStart: '2021-09-01',
      rentalEnd: '2024-08-31',
    })
    .returning();
  await storeReviewPdf({ db, storage }, review!, anna.user.fullName, jon.fullName);
}
