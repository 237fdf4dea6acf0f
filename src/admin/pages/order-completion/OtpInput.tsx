import { Box, FormHelperText, TextField } from '@mui/material';
import { useRef } from 'react';
import type { ClipboardEvent, KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { OTP_LENGTH } from '@shared/api';
import { completionKey } from './messages';

export type OtpInputProps = {
  /** One string per box, '' when empty. */
  value: string[];
  onChange(value: string[]): void;
  error?: string | null;
  disabled?: boolean;
  /** The id of a text about the code (how long it works), read with the group. */
  describedBy?: string;
};

export const emptyOtp = (): string[] => Array.from({ length: OTP_LENGTH }, () => '');

const onlyDigits = (s: string) => s.replace(/\D/g, '');
/** The boxes are read on every input event (onInput); a controlled input still needs an onChange. */
const ignoreChange = () => undefined;

/**
 * Four one-digit boxes: digits only, typing moves on, Backspace on an empty box goes back, and a pasted
 * code (or one filled in by the browser's one-time-code autofill) spreads over the boxes from the current one; a
 * whole code from the first, wherever it was pasted (into the second box, it lost its last digit).
 */
export function OtpInput({ value, onChange, error, disabled, describedBy }: OtpInputProps) {
  const translate = useTranslate();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const fillFrom = (at: number, digits: string) => {
    const index = digits.length >= OTP_LENGTH ? 0 : at;
    const next = [...value];
    let last = index;
    for (let i = 0; i < digits.length && index + i < OTP_LENGTH; i++) {
      next[index + i] = digits[i];
      last = index + i;
    }
    onChange(next);
    focusBox(last + 1);
  };

  const handleChange = (index: number, typed: string) => {
    const digits = onlyDigits(typed);
    if (!digits) {
      if (typed === '') onChange(value.map((d, i) => (i === index ? '' : d)));
      return;
    }
    // A box already holding a digit receives the old and the new one: keep the new one.
    const old = value[index];
    const typedOne = old && digits.length === 2 ? (digits[0] === old ? digits[1] : digits[0]) : digits;
    fillFrom(index, typedOne);
  };

  const handleKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace' && !value[index] && index > 0) {
      e.preventDefault();
      onChange(value.map((d, i) => (i === index - 1 ? '' : d)));
      focusBox(index - 1);
    } else if (e.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (e.key === 'ArrowRight') {
      focusBox(index + 1);
    }
  };

  const handlePaste = (index: number, e: ClipboardEvent<HTMLInputElement>) => {
    const digits = onlyDigits(e.clipboardData.getData('text'));
    e.preventDefault();
    if (digits) fillFrom(index, digits);
  };

  const helperId = 'order-completion-otp-error';
  return (
    <Box role="group" aria-label={translate(completionKey('otpGroup'))} aria-describedby={describedBy}>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {value.map((digit, index) => (
          <TextField
            key={index}
            value={digit}
            disabled={disabled}
            error={Boolean(error)}
            inputRef={(el: HTMLInputElement | null) => {
              boxes.current[index] = el;
            }}
            // Every keystroke moves on, a digit equal to the one it replaces included: React reports no change
            // for it (the value stays the same), so with onChange the next digit overwrote the same box.
            onInput={(e) => handleChange(index, (e.target as HTMLInputElement).value)}
            onChange={ignoreChange}
            onKeyDown={(e) => handleKeyDown(index, e as KeyboardEvent<HTMLInputElement>)}
            onPaste={(e) => handlePaste(index, e as ClipboardEvent<HTMLInputElement>)}
            onFocus={(e) => e.target.select()}
            sx={{ width: 56 }}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                autoComplete: index === 0 ? 'one-time-code' : 'off',
                maxLength: OTP_LENGTH,
                pattern: '[0-9]*',
                'aria-label': translate(completionKey('otpDigit'), { index: index + 1, count: OTP_LENGTH }),
                'aria-invalid': Boolean(error),
                'aria-describedby': error ? helperId : undefined,
                style: { textAlign: 'center', fontSize: '1.25rem' },
              },
            }}
          />
        ))}
      </Box>
      {error && (
        <FormHelperText id={helperId} error>
          {translate(error, { _: error })}
        </FormHelperText>
      )}
    </Box>
  );
}
