/** A mainland mobile number: 1, then 3–9, then 9 digits (spec §9). */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

export const isPhoneNumber = (value: string): boolean => PHONE_PATTERN.test(value);
