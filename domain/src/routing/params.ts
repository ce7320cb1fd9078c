import type { RouteParams } from './types.js';

const POSITIVE_INT = /^[1-9]\d{0,9}$/;

/** SPEC 2 guard 6: validity checks per path parameter name. A failing check is a 404. */
export const PARAM_RULES: Readonly<Record<string, RegExp>> = {
  id: POSITIVE_INT,
  claimId: POSITIVE_INT,
  requestId: POSITIVE_INT,
  case: POSITIVE_INT,
  photo: POSITIVE_INT,
  room: POSITIVE_INT,
  username: /^[A-Za-z0-9_.-]{2,64}$/,
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  token: /^[A-Za-z0-9_.:-]{20,200}$/,
  step: /^[a-z-]{1,64}$/,
};

export function isValidParams(params: RouteParams): boolean {
  return Object.entries(params).every(([name, value]) => {
    const rule = PARAM_RULES[name];
    return rule ? rule.test(value) : value.length > 0;
  });
}
