import { describe, expect, it } from 'vitest';
import { mailbox, singleLine } from './mail-text';

describe('mailbox', () => {
  it('quotes a plain name, escaping its quotes and backslashes', () => {
    expect(mailbox('Bright "Minds" \\ Co', 'no-reply@school.example')).toBe(
      '"Bright \\"Minds\\" \\\\ Co" <no-reply@school.example>',
    );
  });

  it('cannot be broken out of by CR/LF: a forged header stays inside the display name', () => {
    const from = mailbox('School\r\nBcc: everyone@example.com', 'no-reply@school.example');
    expect(from).toBe('"School Bcc: everyone@example.com" <no-reply@school.example>');
    expect(from).not.toMatch(/[\r\n]/);
  });

  it('encodes a name outside ASCII (RFC 2047) and drops direction overrides', () => {
    const from = mailbox('مدرسة\u202e النور', 'no-reply@school.example');
    expect(from).toMatch(/^=\?UTF-8\?B\?[A-Za-z0-9+/=]+\?= <no-reply@school\.example>$/);
    const encoded = /B\?(.+)\?=/.exec(from)![1]!;
    expect(Buffer.from(encoded, 'base64').toString('utf8')).toBe('مدرسة النور');
  });

  it('leaves the bare address when the name is empty once cleaned', () => {
    expect(mailbox('\u200b\r\n', 'no-reply@school.example')).toBe('no-reply@school.example');
  });
});

describe('singleLine', () => {
  it('joins lines, drops invisible characters and caps the length', () => {
    expect(singleLine('Invoice\r\n\u200bINV-1\t due', 12)).toBe('Invoice INV-');
  });
});
