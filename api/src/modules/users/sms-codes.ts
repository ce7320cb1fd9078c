import { randomInt } from 'node:crypto';
import { SMS_CODE } from '@leiga/domain';
import type { AppContext } from '../../context.js';
import { badRequest, tooManyRequests } from '../../http/errors.js';
import { hashToken, safeEqual } from '../auth/secrets.js';
import { templatesFor } from '../messages/templates.js';
import {
  consumeOpenSmsCodes,
  consumeSmsCode,
  countSmsCodeAttempt,
  findNewestOpenSmsCode,
  insertSmsCode,
  listSmsCodeTimesSince,
  markPhoneVerified,
  type PhoneRow,
} from './phones-repository.js';

/** Sends a fresh 6-digit code; resends are spaced and capped per hour. */
export async function sendSmsCode(ctx: AppContext, phone: PhoneRow, lang: string) {
  const recent = await listSmsCodeTimesSince(ctx.db, phone.id, new Date(Date.now() - 3600_000));
  const last = recent[0];
  const nextAllowed = last ? last.createdAt.getTime() + SMS_CODE.resendIntervalSeconds * 1000 : 0;
  if (nextAllowed > Date.now())
    throw tooManyRequests(
      (nextAllowed - Date.now()) / 1000,
      'Wait a moment before asking for another code.',
    );
  if (recent.length >= SMS_CODE.maxPerHour) {
    const oldest = recent[recent.length - 1]!;
    throw tooManyRequests(
      (oldest.createdAt.getTime() + 3600_000 - Date.now()) / 1000,
      'Too many codes sent to this number. Try again later.',
    );
  }
  const code = String(randomInt(0, 10 ** SMS_CODE.length)).padStart(SMS_CODE.length, '0');
  const expiresAt = new Date(Date.now() + SMS_CODE.ttlSeconds * 1000);
  // Only the newest code counts: older ones stop working when a new one is sent.
  await consumeOpenSmsCodes(ctx.db, phone.id);
  await insertSmsCode(ctx.db, {
    phoneId: phone.id,
    codeHash: hashToken(`${phone.id}:${code}`),
    expiresAt,
  });
  await ctx.providers.sms.send({
    to: `${phone.countryCode}${phone.number}`,
    text: templatesFor(lang).smsCode(code),
    tags: { purpose: 'phone_verification', code },
  });
  return {
    detail: 'A code was sent by SMS.',
    expires_at: expiresAt.toISOString(),
    resend_available_at: new Date(Date.now() + SMS_CODE.resendIntervalSeconds * 1000).toISOString(),
  };
}

/** Checks a code: 10 minutes, 5 tries; a right code verifies the phone. */
export async function verifySmsCode(ctx: AppContext, phone: PhoneRow, code: string): Promise<void> {
  const current = await findNewestOpenSmsCode(ctx.db, phone.id);
  if (!current || current.expiresAt.getTime() <= Date.now()) {
    throw badRequest(
      'The code has expired. Ask for a new one.',
      { code: 'validation.sms_code_expired' },
      'sms_code_expired',
    );
  }
  // The try is counted before the code is compared, by one conditional update: of many guesses
  // arriving together, only as many as maxAttempts get compared at all.
  const attempts = await countSmsCodeAttempt(ctx.db, current.id, SMS_CODE.maxAttempts);
  if (attempts === undefined) {
    throw badRequest(
      'Too many wrong tries. Ask for a new code.',
      { code: 'validation.sms_code_attempts' },
      'sms_code_attempts_exceeded',
    );
  }
  if (!safeEqual(current.codeHash, hashToken(`${phone.id}:${code}`))) {
    const left = SMS_CODE.maxAttempts - attempts;
    throw badRequest(
      left > 0
        ? `The code is wrong. ${left} tries left.`
        : 'Too many wrong tries. Ask for a new code.',
      { code: left > 0 ? 'validation.sms_code_wrong' : 'validation.sms_code_attempts' },
      left > 0 ? 'sms_code_wrong' : 'sms_code_attempts_exceeded',
    );
  }
  await consumeSmsCode(ctx.db, current.id);
  await markPhoneVerified(ctx.db, phone.id);
}
