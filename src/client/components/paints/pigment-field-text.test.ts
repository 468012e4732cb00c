import { describe, expect, it } from 'vitest';
import { typedPigment, withPigment } from './pigment-field-text';

describe('the pigment field', () => {
  it('suggests for the code after the last comma', () => {
    expect(typedPigment('ultra')).toBe('ultra');
    expect(typedPigment('PB15:3, PB 2')).toBe('PB 2');
    expect(typedPigment('PB15:3;quin')).toBe('quin');
    expect(typedPigment('PB15:3, ')).toBe('');
  });

  it('replaces only that code with the one picked', () => {
    expect(withPigment('ultra', 'PB29')).toBe('PB29');
    expect(withPigment('PB15:3, ultra', 'PB29')).toBe('PB15:3, PB29');
  });
});
