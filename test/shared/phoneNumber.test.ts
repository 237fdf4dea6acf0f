import { describe, expect, it } from 'vitest';
import { isPhoneNumber } from '@shared/resources/leadsSchemas';

describe('a contact’s phone number', () => {
  it('takes mobiles and landlines as people in India write them', () => {
    for (const text of ['9848022338', '98480 22338', '+91 98480 22338', '+91-98480-22338', '+919848022338', '(040) 2345 6789', '040-23456789', '+91 (40) 2345 6789', '+1 415 555 0100'])
      expect(isPhoneNumber(text), text).toBe(true);
  });

  it('refuses what cannot be dialled: too few digits after +91, only zeros, letters', () => {
    for (const text of ['+91 12345', '0000000', '000-000-0000', 'call me', '12345', '98480 22338 ext 12', '++91 9848022338'])
      expect(isPhoneNumber(text), text).toBe(false);
  });
});
