import { describe, expect, it } from 'vitest';
import { pinProblem } from '../../core';

describe('the PIN that replaces biometry', () => {
  it('takes six digits that are neither one digit repeated nor a run', () => {
    expect(pinProblem('284913')).toBeNull();
    expect(pinProblem('135790')).toBeNull();
  });

  it('refuses anything but six digits', () => {
    for (const pin of ['', '12345', '1234567', '12a456', ' 28491', '２８４９１３'])
      expect(pinProblem(pin)).toBe('pinFormat');
  });

  it('refuses one digit repeated and a run up or down', () => {
    for (const pin of ['000000', '777777', '123456', '654321', '456789', '987654'])
      expect(pinProblem(pin)).toBe('pinGuessable');
  });

  it('takes a run that skips (only steps of one are guessed first)', () => {
    expect(pinProblem('135791')).toBeNull();
    expect(pinProblem('246802')).toBeNull();
  });
});
